import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { VisitInput } from '../../../../shared/visit-forms/visit-form';
import {
  storedFieldsOfInput,
  type StoredVisitFields,
  VISIT_COMPARED_FIELDS,
  type VisitComparedField,
  visitDifferences,
} from '../../../../shared/visit-forms/visit-values';
import { useFormat } from '../../../lib/format';
import type { StoredVisit } from '../api/visit-forms.queries';
import { fieldLabels, NO_VALUE } from '../visit-messages';
import classes from './visit-forms.module.css';

interface VisitConflictProps {
  /** The rep's edit as it was sent. */
  mine: VisitInput;
  /** The server's version when the edit arrived. */
  theirs: StoredVisit;
  busy: boolean;
  onKeepMine: () => void;
  onDiscardMine: () => void;
}

function shownValue(fields: StoredVisitFields, field: VisitComparedField, yes: string, no: string): string {
  const value = fields[field];
  if (Array.isArray(value)) {
    return value
      .map((item: unknown) => {
        if (typeof item !== 'object' || item === null) return String(item);
        const pair = item as { brand?: unknown; series?: unknown };
        return `${String(pair.brand)} ${String(pair.series)}`;
      })
      .join(', ');
  }
  if (value === true) return yes;
  if (value === false) return no;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

/**
 * An edit that arrived after someone else changed the visit (CONFLICT): both versions side by side, the differing
 * fields marked. Nothing is overwritten until the rep chooses: send the edit again on top of the server's version,
 * or drop it.
 */
export function VisitConflict({ mine, theirs, busy, onKeepMine, onDiscardMine }: VisitConflictProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const mineFields = storedFieldsOfInput(mine, theirs.sorg);
  const changed = new Set(visitDifferences(mineFields, theirs));
  const rows = VISIT_COMPARED_FIELDS.filter((field) => changed.has(field));
  const when = format.dateTime(theirs.updatedAt);
  const who = theirs.updatedBy;
  const yes = t`Yes`;
  const no = t`No`;
  return (
    <Alert color="warning" variant="light" title={t`This visit was changed since you opened it`} role="alert">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            {who} changed it on {when}. Your changes were not saved over theirs. Compare and choose which to keep.
          </Trans>
        </Text>
        {rows.length > 0 && (
          <div className={classes.compare} role="table" aria-label={t`Your changes and the server's version`}>
            <Text size="sm" fw={600} role="columnheader" className={classes.compareField}>
              <Trans>Field</Trans>
            </Text>
            <Text size="sm" fw={600} role="columnheader">
              <Trans>Your changes</Trans>
            </Text>
            <Text size="sm" fw={600} role="columnheader">
              <Trans>On the server now</Trans>
            </Text>
            {rows.map((field) => (
              <Fragment key={field}>
                <Text size="sm" c="dimmed" className={classes.compareField} role="rowheader">
                  {i18n._(fieldLabels[field])}
                </Text>
                <Text size="sm" className={classes.compareChanged} role="cell">
                  {shownValue(mineFields, field, yes, no) || NO_VALUE}
                </Text>
                <Text size="sm" role="cell">
                  {shownValue(theirs, field, yes, no) || NO_VALUE}
                </Text>
              </Fragment>
            ))}
          </div>
        )}
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Button variant="default" color="error" onClick={onDiscardMine} disabled={busy}>
            <Trans>Discard my changes</Trans>
          </Button>
          <Button onClick={onKeepMine} loading={busy}>
            <Trans>Send my changes anyway</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { frameNumberProblem, normaliseFrameNumber } from '../../../../shared/frames/frame-number';
import { pdiChecklistAnswers } from '../../../../shared/pdi/pdi-checklist';
import { formMessages } from '../../../../shared/validation/form-rules';
import { FrameNumberInput } from '../../../domain/scanning/frame-number-input';
import type { PdiInput } from '../../../gql/graphql';
import { useOnline } from '../../../lib/connectivity';
import { translateFormMessage } from '../../../lib/form-messages';
import touch from '../../../ui/touch-targets.module.css';
import { pdiChecklistQuery, pdiFrameQuery } from '../api/pdi.queries';
import { usePdiDraft } from '../use-pdi-draft';

/** Longest mechanic's name the server takes (pdi.service.ts: textField max 100). */
const MECHANIC_MAX = 100;

export interface PdiFormValues {
  frameNumber: string;
  mechanic: string;
  /** Checklist item id → checked (stored, the keys are strings: sent as integers, spec 02 §5). */
  checked: Record<string, boolean>;
}

/** What a save knows besides the fields: the form as typed, and whether the frame was looked up. */
export interface PdiSubmitExtra {
  values: PdiFormValues;
  /** Saved without the frame's lookup (no connection): article data and recalls come when the PDI arrives. */
  checksPending: boolean;
}

/** A field's problem from the server (`userErrors`), already translated; `form` for the whole form. */
export type PdiFieldErrors = Partial<Record<'frameNumber' | 'mechanic' | 'form', string>>;

export interface PdiFormProps {
  initial: PdiFormValues;
  custCode: string;
  custName: string;
  submitLabel: string;
  /** Resolves with the server's problems (kept next to the fields, the form keeps what was typed). */
  onSubmit: (input: PdiInput, extra: PdiSubmitExtra) => Promise<PdiFieldErrors | null>;
  onCancel: () => void;
  /** A new PDI keeps a draft on the device (what was typed comes back after a reload); an edit does not. */
  draft?: { userId: string | null; customerId: string | null } | undefined;
}

/**
 * A PDI's fields (spec 02 §3 PDI, §5): the frame number, typed or scanned, fills in the article data and warns of
 * open recalls; the mechanic; the checklist in its sorting order, sent with integer ids.
 */
export function PdiForm(props: PdiFormProps) {
  const { draft } = props;
  const draftState = usePdiDraft(draft?.userId ?? null, draft?.customerId ?? null);
  // A new PDI waits for its draft (a moment): what the device kept comes back before the user types.
  if (draft && draftState.loaded === undefined) return <Loader size="sm" />;
  const restored = draft ? (draftState.loaded ?? null) : null;
  return <PdiFormBody {...props} initial={restored ?? props.initial} draftState={draft ? draftState : null} />;
}

function PdiFormBody({
  initial,
  custCode,
  custName,
  submitLabel,
  onSubmit,
  onCancel,
  draftState,
}: PdiFormProps & { draftState: ReturnType<typeof usePdiDraft> | null }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [frameNumber, setFrameNumberState] = useState(initial.frameNumber);
  const [mechanic, setMechanicState] = useState(initial.mechanic);
  const [checked, setCheckedState] = useState(initial.checked);
  const values = { frameNumber, mechanic, checked };
  const keep = (next: PdiFormValues) => {
    draftState?.save(next);
  };
  const setFrameNumber = (value: string) => {
    setFrameNumberState(value);
    keep({ ...values, frameNumber: value });
  };
  const setMechanic = (value: string) => {
    setMechanicState(value);
    keep({ ...values, mechanic: value });
  };
  const setChecked = (id: number, on: boolean) => {
    const next = { ...checked, [String(id)]: on };
    setCheckedState(next);
    keep({ ...values, checked: next });
  };
  const [errors, setErrors] = useState<PdiFieldErrors>({});
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const checklist = useQuery(pdiChecklistQuery());
  const frameKey = normaliseFrameNumber(frameNumber);
  const frameValid = frameNumberProblem(frameKey) === null;
  const frame = useQuery({ ...pdiFrameQuery(frameKey), enabled: frameValid });
  const openRecalls = frameValid ? (frame.data?.recalls ?? []).filter((recall) => recall.completedAt == null) : [];
  const article = frameValid ? frame.data?.frame : undefined;
  // Offline the frame is not looked up (a frame looked up earlier on this device is shown from its copy).
  const frameOffline = frameValid && !online && frame.data === undefined;

  const mechanicProblem = mechanic.trim() === '' ? translateFormMessage(formMessages.required, i18n) : undefined;
  const frameProblem = frameNumberProblem(frameNumber);

  const submit = async () => {
    setTried(true);
    if (frameProblem !== null || mechanicProblem !== undefined || !checklist.data) return;
    setSaving(true);
    setErrors({});
    try {
      const problems = await onSubmit(
        {
          custCode,
          frameNumber: frameKey,
          mechanic: mechanic.trim(),
          // Spec 02 §5: PDI checklist ids are converted to integers.
          checklist: pdiChecklistAnswers(checklist.data, checked),
        },
        { values: { ...values, frameNumber: frameKey }, checksPending: !frame.isSuccess },
      );
      if (problems) setErrors(problems);
      else await draftState?.discard();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={touch.touch}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          <Trans>
            Customer: {custName} · {custCode}
          </Trans>
        </Text>
        {errors.form === undefined ? null : (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FrameNumberInput
            value={frameNumber}
            onChange={(value) => {
              setFrameNumber(value);
              // The server's verdict on the frame no longer holds for a changed number.
              setErrors(({ frameNumber: _stale, ...rest }) => rest);
            }}
            {...(errors.frameNumber !== undefined
              ? { error: errors.frameNumber }
              : tried && frameProblem !== null
                ? { error: translateFormMessage(frameProblem, i18n) }
                : {})}
          />
          <TextInput
            label={t`Mechanic`}
            required
            value={mechanic}
            maxLength={MECHANIC_MAX}
            error={errors.mechanic ?? (tried ? mechanicProblem : undefined)}
            onChange={(event) => {
              setMechanic(event.currentTarget.value);
            }}
          />
        </SimpleGrid>

        {openRecalls.length > 0 ? (
          <Alert color="yellow" variant="light" title={t`This frame has an open recall`} data-testid="pdi-recall">
            <Stack gap={4}>
              {openRecalls.map((recall) => (
                <Text key={recall.id} size="sm">
                  <b>{recall.code}</b> {recall.title}
                  {recall.action === '' ? null : ` — ${recall.action}`}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}

        <Paper withBorder p="md" radius="md" data-testid="pdi-article">
          <Title order={2} size="h4" mb="xs">
            <Trans>Article</Trans>
          </Title>
          {!frameValid ? (
            <Text size="sm" c="dimmed">
              <Trans>Type or scan the frame number: the article data is filled in from it.</Trans>
            </Text>
          ) : frameOffline ? (
            <Text size="sm" c="dimmed" data-testid="pdi-checks-pending">
              <Trans>
                No connection: the article data and the recall check are filled in when the PDI reaches the server. The
                PDI can be saved all the same.
              </Trans>
            </Text>
          ) : frame.isPending ? (
            <Text size="sm" c="dimmed">
              <Trans>Looking up the frame…</Trans>
            </Text>
          ) : article ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
              <Fact label={t`Description`} value={article.description} />
              <Fact label={t`Article code`} value={article.articleCode} />
              <Fact label={t`Brand`} value={article.brandName} />
              <Fact label={t`Merchandise`} value={article.mcName} />
              <Fact label={t`Model year`} value={article.modelYear == null ? null : String(article.modelYear)} />
              <Fact label={t`Production code`} value={article.productionCode} />
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              {frame.isError ? (
                <Trans>The frame cannot be looked up now. The PDI can be saved all the same.</Trans>
              ) : (
                <Trans>This frame is not known. Check the number; the PDI can be saved all the same.</Trans>
              )}
            </Text>
          )}
        </Paper>

        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={2} size="h4" mb="xs" component="legend">
            <Trans>Checklist</Trans>
          </Title>
          {checklist.data === undefined && !online ? (
            <Alert color="warning" variant="light">
              <Trans>
                No connection, and the checklist was not kept on this device yet: open a PDI once with a connection to
                keep it.
              </Trans>
            </Alert>
          ) : checklist.isError ? (
            <Alert color="warning" variant="light">
              <Trans>The checklist cannot be loaded now. Check the connection and try again.</Trans>
            </Alert>
          ) : (
            <Stack gap="sm" data-testid="pdi-checklist">
              {(checklist.data ?? []).map((item) => (
                <Checkbox
                  key={item.id}
                  label={item.checklist}
                  description={item.description === '' ? undefined : item.description}
                  checked={checked[String(item.id)] === true}
                  onChange={(event) => {
                    setChecked(item.id, event.currentTarget.checked);
                  }}
                />
              ))}
            </Stack>
          )}
        </fieldset>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" mih={44} loading={saving} disabled={!checklist.data}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value == null || value === '' ? '—' : value}</Text>
    </div>
  );
}

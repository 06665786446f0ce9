import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';

/** A recall campaign affecting the frame: a warning naming it (docs/decisions.md "Claims"), never a refusal. */
export function RecallAlert({ recall }: { recall: { code: string; title: string } }) {
  const { code, title } = recall;
  return (
    <Alert color="warning" variant="light" data-testid="claim-recall">
      <Trans>
        This frame is part of the recall campaign {code}: {title}
      </Trans>
    </Alert>
  );
}

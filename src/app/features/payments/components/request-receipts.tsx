import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { openApiFile } from '../../../domain/uploads/upload-file';
import {
  deletePaymentReceipt,
  uploadPaymentReceipt,
  type PaymentAnswer,
  type PaymentRequestView,
} from '../api/payments.queries';
import { paymentText } from '../payment-texts';

/** Receipt files a payer may upload (a transfer slip is a photo or a PDF). */
const RECEIPT_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

export interface RequestReceiptsProps {
  request: PaymentRequestView;
  /** Host config paymentReceiptLimit (spec 02 §4: receipts limited to a count given by a parameter). */
  limit: number;
  online: boolean;
  onChanged: (request: PaymentRequestView | null, problem: string | null) => void;
}

/**
 * The payer's transfer receipts of a request: opened with the session, deleted, or one more uploaded while the
 * request waits for payment and the count is under the host's limit.
 */
export function RequestReceipts({ request, limit, online, onChanged }: RequestReceiptsProps) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const waiting = request.paymentStatus.id === 'waiting';
  const count = request.receipts.length;
  const limitText = String(limit);

  const run = async (action: () => Promise<PaymentAnswer>) => {
    setBusy(true);
    try {
      const answer = await action();
      const first = answer.userErrors[0];
      onChanged(answer.paymentRequest, first ? paymentText(i18n, first.message) : null);
    } catch {
      onChanged(null, t`The receipt could not be saved. Try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={2}>
      {request.receipts.map((receipt) => {
        const fileName = receipt.fileName;
        return (
          <Group key={receipt.id} gap={4} wrap="nowrap">
            <Anchor component="button" type="button" size="xs" onClick={() => void openApiFile(receipt.url)}>
              {fileName}
            </Anchor>
            {waiting && (
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                disabled={!online || busy}
                aria-label={t`Delete receipt ${fileName}`}
                onClick={() => void run(() => deletePaymentReceipt(receipt.id))}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {waiting && count < limit && (
        <FileButton
          accept={RECEIPT_TYPES}
          onChange={(file) => {
            if (file) void run(() => uploadPaymentReceipt(request.externalId, file));
          }}
        >
          {(props) => (
            <Button {...props} size="compact-xs" variant="light" loading={busy} disabled={!online}>
              {t`Upload receipt`}
            </Button>
          )}
        </FileButton>
      )}
      {waiting && count >= limit && (
        <Text size="xs" c="dimmed">
          {t`At most ${limitText} receipts`}
        </Text>
      )}
    </Stack>
  );
}

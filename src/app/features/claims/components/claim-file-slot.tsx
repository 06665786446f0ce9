import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Paper, Text } from '@mantine/core';
import {
  attachmentMaxBytes,
  checkAttachment,
  MAGIC_BYTES_NEEDED,
  startsLikeContentType,
  tooLargeMessage,
  type AttachmentKind,
} from '../../../../shared/files/attachments';
import { claimProblemText } from '../claim-messages';

/** A document or the video in a slot: one the claim has (name only), or one picked in this form. */
export type SlotFile =
  { kind: 'existing'; fileName: string; url: string } | { kind: 'new'; blob: Blob; fileName: string };

/** Documents are PDFs or photos of a paper; the video is MP4, QuickTime or WebM (spec 02 §9). */
const ACCEPT: Record<'document' | 'video', string> = {
  document: 'application/pdf,image/*',
  video: 'video/mp4,video/quicktime,video/webm',
};

/**
 * Whether a picked file may go into a slot taking `kinds`: its type, its size cap and its first bytes (the server
 * checks the same). Returns the English problem (the Lingui id) or null.
 */
export async function checkSlotFile(file: File, kinds: readonly AttachmentKind[]): Promise<string | null> {
  const check = checkAttachment({ contentType: file.type, size: file.size }, kinds);
  if (!check.ok) return check.message;
  const head = new Uint8Array(await file.slice(0, MAGIC_BYTES_NEEDED).arrayBuffer());
  if (!startsLikeContentType(file.type, head)) return 'This file is not a photo, video or document we accept';
  if (check.kind === 'video') {
    // A big video on a tablet with little room left: refused before it fills the device's quota (spec 02 §9).
    const estimate = await navigator.storage.estimate().catch(() => null);
    if (
      estimate?.quota !== undefined &&
      estimate.usage !== undefined &&
      estimate.quota - estimate.usage < file.size * 2
    ) {
      return 'Not enough room on this device for this video';
    }
    if (file.size > attachmentMaxBytes.video) return tooLargeMessage('video');
  }
  return null;
}

interface ClaimFileSlotProps {
  label: string;
  kind: 'document' | 'video';
  file: SlotFile | null;
  error: string | null;
  onPick: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}

function sizeText(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${String(Math.ceil(bytes / 1024))} KB`;
}

/** One document or video slot: a big "choose" button when empty, the file's name and size with remove when filled. */
export function ClaimFileSlot({ label, kind, file, error, onPick, onRemove, disabled = false }: ClaimFileSlotProps) {
  const { t, i18n } = useLingui();
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`claim-slot-${label}`}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={500}>{label}</Text>
          {file ? (
            <Text size="sm" c="dimmed" truncate>
              {file.fileName}
              {file.kind === 'new' ? ` · ${sizeText(file.blob.size)}` : ''}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {kind === 'video' ? <Trans>No video yet</Trans> : <Trans>No file yet</Trans>}
            </Text>
          )}
        </div>
        <Group gap="xs" wrap="nowrap">
          <FileButton
            onChange={(picked) => {
              if (picked) onPick(picked);
            }}
            accept={ACCEPT[kind]}
            disabled={disabled}
          >
            {(props) => (
              <Button
                {...props}
                size="md"
                variant={file ? 'default' : 'filled'}
                aria-label={t`Choose a file for ${label}`}
              >
                {file ? <Trans>Replace</Trans> : <Trans>Choose</Trans>}
              </Button>
            )}
          </FileButton>
          {file && (
            <ActionIcon
              size="xl"
              variant="default"
              onClick={onRemove}
              disabled={disabled}
              aria-label={t`Remove ${label}`}
            >
              <span aria-hidden="true">✕</span>
            </ActionIcon>
          )}
        </Group>
      </Group>
      {error && (
        <Text size="sm" c="error" mt={4} role="alert">
          {claimProblemText(error, i18n)}
        </Text>
      )}
    </Paper>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OutboxEntry, OutboxState, OutboxSuspension } from '../../../browser/outbox/types';
import { formatBytes } from '../../lib/format-bytes';
import { notify } from '../../lib/notify';

/**
 * Pause, cancel and resume of an item's upload, and each file's progress (spec 02 "Cancellation is supported";
 * spec 01 upload state: CurrentBytes/MaxBytes and isSuspended per file, the video above all). Shared by the Outbox
 * page and the claims' "On this device" list. The engine loads on the first click, not with the page.
 */

const engine = () => import('../../../browser/outbox');
const runner = () => import('./outbox-runner');

/** Stops the item's upload now; what the server acknowledged is kept. 'cancelled' is Cancel upload. */
export async function pauseUpload(key: string, reason: OutboxSuspension = 'paused'): Promise<void> {
  const { suspend } = await engine();
  await suspend(key, reason);
}

/** Lets a held item go again, from where it stopped, and starts sending. */
export async function resumeUpload(key: string): Promise<void> {
  const { resume } = await engine();
  await resume(key);
  const { replayNow } = await runner();
  void replayNow();
}

/** How a held item is shown: a badge and a sentence. */
export const suspensionLabels: Record<OutboxSuspension, MessageDescriptor> = {
  paused: msg`Paused`,
  cancelled: msg`Upload cancelled`,
};

const suspensionHints: Record<OutboxSuspension, MessageDescriptor> = {
  paused: msg`Paused. What was sent is kept: Resume continues from there.`,
  cancelled: msg`Upload cancelled. The item stays in the outbox: resume it, or discard it.`,
};

/** A file's upload: bytes the server acknowledged of its size. */
export interface UploadFileProgress {
  id: string;
  slot: string;
  fileName: string;
  received: number;
  size: number;
  type?: string;
}

const isVideo = (file: UploadFileProgress) => file.slot === 'video' || (file.type ?? '').startsWith('video/');

interface UploadFilesProgressProps {
  files: readonly UploadFileProgress[];
  /** A runner is sending the item now (the bars move). */
  sending: boolean;
  suspended: OutboxSuspension | undefined;
}

/** Each file's bytes sent of its size and percent, the video first. */
export function UploadFilesProgress({ files, sending, suspended }: UploadFilesProgressProps) {
  const { t, i18n } = useLingui();
  const ordered = [...files].sort((a, b) => Number(isVideo(b)) - Number(isVideo(a)));
  const percentFormat = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Stack gap={6} data-testid="upload-files">
      {ordered.map((file) => {
        const received = Math.min(file.received, file.size);
        const share = file.size > 0 ? received / file.size : 1;
        const receivedText = formatBytes(received, i18n.locale);
        const sizeText = formatBytes(file.size, i18n.locale);
        const percentText = percentFormat.format(Math.floor(share * 100) / 100);
        const name = file.fileName;
        return (
          <div key={file.id} data-testid="upload-file" data-slot={file.slot} data-received={received}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {file.fileName}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="upload-file-bytes">
                <Trans>
                  {receivedText} of {sizeText} · {percentText}
                </Trans>
              </Text>
            </Group>
            <Progress
              value={share * 100}
              size="md"
              color={suspended ? 'gray.5' : 'primary'}
              aria-label={t`Upload of ${name}`}
              animated={sending && !suspended && received < file.size}
            />
          </div>
        );
      })}
    </Stack>
  );
}

/** The sentence under a held item. */
export function SuspensionHint({ suspended }: { suspended: OutboxSuspension }) {
  const { i18n } = useLingui();
  return (
    <Text size="sm" c="dimmed" data-testid="upload-suspended" data-suspended={suspended}>
      {i18n._(suspensionHints[suspended])}
    </Text>
  );
}

/** Whether the item's upload can be paused or resumed: it has files and is waiting or being sent. */
export function canHoldUpload(entry: Pick<OutboxEntry, 'state' | 'size'>): boolean {
  return entry.size > 0 && (entry.state === 'queued' || entry.state === 'sending');
}

/** What the buttons need of an item. */
export interface HoldableEntry {
  key: string;
  state: OutboxState;
  size: number;
  suspended?: OutboxSuspension | undefined;
}

/** Pause and Cancel upload for a running or waiting item; Resume for a held one. */
export function UploadHoldButtons({ entry }: { entry: HoldableEntry }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<'pause' | 'cancel' | 'resume' | null>(null);
  if (!canHoldUpload(entry)) return null;
  const run = (which: 'pause' | 'cancel' | 'resume', action: () => Promise<void>) => {
    setBusy(which);
    void action()
      .catch(() => {
        // The item changed meanwhile (sent, discarded in another tab): the list shows what it is now.
        notify.info({ message: t`This item has changed meanwhile.` });
      })
      .finally(() => {
        setBusy(null);
      });
  };
  if (entry.suspended) {
    return (
      <Button
        mih={44}
        loading={busy === 'resume'}
        onClick={() => {
          run('resume', () => resumeUpload(entry.key));
        }}
      >
        <Trans>Resume</Trans>
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="default"
        mih={44}
        loading={busy === 'cancel'}
        disabled={busy !== null}
        onClick={() => {
          run('cancel', () => pauseUpload(entry.key, 'cancelled'));
        }}
      >
        <Trans>Cancel upload</Trans>
      </Button>
      <Button
        variant="default"
        mih={44}
        loading={busy === 'pause'}
        disabled={busy !== null}
        onClick={() => {
          run('pause', () => pauseUpload(entry.key));
        }}
      >
        <Trans>Pause</Trans>
      </Button>
    </>
  );
}

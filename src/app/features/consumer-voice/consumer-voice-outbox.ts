import type { OutboxEntry, OutboxError } from '../../../browser/outbox';
import { identityOf } from '../../../browser/token-claims';
import { readSession } from '../../lib/session';

/**
 * Consumer voice goes through the outbox always (ARCHITECTURE.md "Offline"): online it is sent at once by the
 * replay, offline it waits on the device. One path, so the offline case is the tested one. The dialog lives in the
 * portal layout, so the outbox engine and the local database are imported when a message is sent, not with the
 * layout.
 */

const engine = () => import('../../../browser/outbox');

/** How long the dialog waits for an online send before it says "saved on this device". */
export const SEND_WAIT_MS = 5000;

/** A photo ready to go: compressed, in its slot order. */
export interface ConsumerVoicePhoto {
  blob: Blob;
  fileName: string;
}

/** The slots of the record's photos (the server keeps them in this order). */
export const PHOTO_SLOTS = ['photo1', 'photo2', 'photo3'] as const;

function label(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
}

/**
 * Queues the message with its photos for the session's user and customer, or — `fixKey` given — as the fix of
 * the refused entry (a new key; the refused one is kept as discarded). Throws when nobody is signed in or the
 * device cannot store it.
 */
export async function queueConsumerVoice(
  text: string,
  photos: readonly ConsumerVoicePhoto[],
  fixKey: string | null,
): Promise<OutboxEntry> {
  const identity = identityOf(readSession()?.accessToken);
  if (!identity) throw new Error('No signed-in user to queue the message for');
  const slots = PHOTO_SLOTS.slice(0, photos.length);
  const files = photos.map((photo, index) => ({
    slot: slots[index] ?? `photo${String(index + 1)}`,
    file: photo.blob,
    fileName: photo.fileName,
  }));
  const input = { message: text, photoSlots: [...slots] };
  const { enqueue, fix } = await engine();
  if (fixKey !== null) {
    return fix(fixKey, input, {
      label: label(text),
      files,
      removeSlots: PHOTO_SLOTS.filter((slot) => !slots.includes(slot)),
    });
  }
  return enqueue({
    userId: identity.userId,
    actingFor: { r3: identity.r3, isr: identity.isr },
    kind: 'consumer-voice',
    input,
    label: label(text),
    files,
  });
}

/** What became of a queued entry within the wait. */
export type QueuedOutcome =
  { state: 'sent' } | { state: 'attention'; error: OutboxError | null } | { state: 'waiting' };

/** Sends the outbox now (the page's runner); never throws. */
export async function sendOutboxNow(): Promise<void> {
  try {
    const { replayNow } = await import('../../domain/offline/outbox-runner');
    await replayNow();
  } catch (error) {
    // The runner could not load: the entry waits for the next trigger (start, `online`, the worker).
    console.warn('The outbox could not be sent now', error);
  }
}

/** Waits up to `ms` for the entry to be sent or refused (by this page's replay, another tab or the worker). */
export async function waitForOutcome(key: string, ms: number = SEND_WAIT_MS): Promise<QueuedOutcome> {
  const [{ observe }, { localDb }] = await Promise.all([engine(), import('../../../browser/local-db')]);
  return new Promise((resolve) => {
    let settled = false;
    let stop: (() => void) | null = null;
    const finish = (outcome: QueuedOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // observe() may call back before it returned its unsubscribe.
      queueMicrotask(() => stop?.());
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      finish({ state: 'waiting' });
    }, ms);
    stop = observe(
      () => localDb().outbox.get(key),
      (entry) => {
        if (entry?.state === 'sent') finish({ state: 'sent' });
        else if (entry?.state === 'attention') finish({ state: 'attention', error: entry.lastError });
      },
      () => {
        finish({ state: 'waiting' });
      },
    );
  });
}

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import { localDb } from '../../../../browser/local-db';
import { enqueue, type OutboxListItem, type ReplaySummary } from '../../../../browser/outbox';
import type { OutboxEntry } from '../../../../browser/outbox/types';
import { replayNow } from '../../../domain/offline/outbox-runner';
import { OutboxPage } from './outbox-page';

// Node's Blob, set before Dexie loads, so fake-indexeddb keeps the bytes (as in src/browser/outbox tests).
vi.hoisted(() => {
  globalThis.Blob = process.getBuiltinModule('node:buffer').Blob as unknown as typeof Blob;
});

vi.mock(import('../../../domain/offline/outbox-runner'), async (importOriginal) => ({
  ...(await importOriginal()),
  replayNow: vi.fn(),
}));

const USER = '7';

async function queue(message: string, options: { userId?: string; photoBytes?: number } = {}) {
  const files =
    options.photoBytes === undefined
      ? []
      : [{ slot: 'photo1', fileName: 'shop.jpg', file: new Blob([new Uint8Array(options.photoBytes)]) }];
  return enqueue({
    userId: options.userId ?? USER,
    actingFor: { r3: 'C1', isr: null },
    kind: 'consumer-voice',
    input: { message },
    label: message,
    files,
  });
}

async function setEntry(key: string, changes: Partial<OutboxEntry>) {
  await localDb().outbox.update(key, changes);
}

const summary: ReplaySummary = {
  sent: 0,
  failed: 0,
  attention: 0,
  remaining: 1,
  paused: 0,
  waitingForCustomer: 0,
  signInRequired: false,
  offline: false,
  busy: false,
  nextAttemptAt: null,
};

beforeEach(async () => {
  await localDb().outbox.clear();
  await localDb().outboxFiles.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function card(text: string): HTMLElement {
  const found = screen.getByText(text).closest('article');
  if (!found) throw new Error(`no card with ${text}`);
  return found;
}

describe('OutboxPage', () => {
  it('says so when nothing waits', async () => {
    renderUi(<OutboxPage userId={USER} />);
    expect(await screen.findByText('Nothing waiting to be sent')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export unsent items' }).disabled).toBe(true);
  });

  it("lists the user's items with state, size, progress and the server's message; sent ones apart", async () => {
    await queue('Blue frames sell well');
    const sending = await queue('Customers ask for wider tyres', { photoBytes: 2_400_000 });
    const refused = await queue('Bad <text>');
    const sent = await queue('Delivery was fast');
    await queue('Another user', { userId: '8' });
    await setEntry(sending.key, { state: 'sending', firstSentAt: Date.now() });
    await localDb().outboxFiles.update(`${sending.key}:photo1`, { received: 1_200_000 });
    await setEntry(refused.key, {
      state: 'attention',
      lastError: {
        message: 'Failed sending consumer voice',
        fields: [{ field: 'message', message: 'Required' }],
        at: 1,
      },
    });
    await setEntry(sent.key, { state: 'sent', sentAt: Date.now() });

    renderUi(<OutboxPage userId={USER} />);
    expect(await screen.findByText('Blue frames sell well')).toBeTruthy();
    expect(within(card('Blue frames sell well')).getByText('Waiting to send')).toBeTruthy();

    const sendingCard = card('Customers ask for wider tyres');
    expect(within(sendingCard).getByText('Sending')).toBeTruthy();
    expect(sendingCard.textContent).toContain('2.4 MB');
    expect(within(sendingCard).getByText('1.2 MB of 2.4 MB · 50%')).toBeTruthy();
    expect(within(sendingCard).getByRole('progressbar', { name: 'Upload of shop.jpg' })).toBeTruthy();
    // Being sent: nothing to retry or discard.
    expect(within(sendingCard).queryByRole('button', { name: 'Discard' })).toBeNull();

    const refusedCard = card('Bad <text>');
    expect(within(refusedCard).getByText('Needs attention')).toBeTruthy();
    expect(refusedCard.textContent).toContain('Failed sending consumer voice Required');

    const sentSection = screen.getByRole('region', { name: 'Sent' });
    expect(within(sentSection).getByText('Delivery was fast')).toBeTruthy();
    expect(within(sentSection).queryByRole('button')).toBeNull();
    expect(screen.queryByText('Another user')).toBeNull();
  });

  it('discards only after the confirmation', async () => {
    const entry = await queue('Please call me back');
    renderUi(<OutboxPage userId={USER} />);
    await screen.findByText('Please call me back');
    fireEvent.click(within(card('Please call me back')).getByRole('button', { name: 'Discard' }));

    const dialog = await screen.findByRole('dialog', { name: 'Discard item' });
    expect(within(dialog).getByText('Discard this item? It will not be sent.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Discard item' })).toBeNull();
    });
    expect((await localDb().outbox.get(entry.key))?.state).toBe('queued');

    fireEvent.click(within(card('Please call me back')).getByRole('button', { name: 'Discard' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard item' })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => {
      expect(screen.queryByText('Please call me back')).toBeNull();
    });
    expect((await localDb().outbox.get(entry.key))?.state).toBe('discarded');
  });

  it('pauses, cancels and resumes an upload; the item stays in the outbox (spec 02 "Cancellation is supported")', async () => {
    const entry = await queue('A long video', { photoBytes: 3_000_000 });
    await setEntry(entry.key, { state: 'sending', firstSentAt: Date.now() });
    await localDb().outboxFiles.update(`${entry.key}:photo1`, { received: 1_000_000 });
    const replay = vi.mocked(replayNow).mockResolvedValue(summary);
    renderUi(<OutboxPage userId={USER} />);
    await screen.findByText('A long video');
    expect(within(card('A long video')).getByText('1 MB of 3 MB · 33%')).toBeTruthy();

    fireEvent.click(within(card('A long video')).getByRole('button', { name: 'Pause' }));
    await within(card('A long video')).findByText('Paused');
    expect((await localDb().outbox.get(entry.key))?.suspended).toBe('paused');
    expect(within(card('A long video')).getByText(/What was sent is kept/)).toBeTruthy();
    // The bytes sent stay shown; Retry now gives way to Resume.
    expect(within(card('A long video')).getByText('1 MB of 3 MB · 33%')).toBeTruthy();
    expect(within(card('A long video')).queryByRole('button', { name: 'Retry now' })).toBeNull();

    fireEvent.click(within(card('A long video')).getByRole('button', { name: 'Resume' }));
    await waitFor(() => {
      expect(replay).toHaveBeenCalled();
    });
    expect((await localDb().outbox.get(entry.key))?.suspended).toBeUndefined();

    await setEntry(entry.key, { state: 'queued' });
    fireEvent.click(await within(card('A long video')).findByRole('button', { name: 'Cancel upload' }));
    await within(card('A long video')).findByText('Upload cancelled');
    expect(await localDb().outbox.get(entry.key)).toMatchObject({ state: 'queued', suspended: 'cancelled' });
  });

  it('Retry now makes the item due and runs a replay', async () => {
    const entry = await queue('Try again later');
    await setEntry(entry.key, { nextAttemptAt: Date.now() + 3_600_000, attempts: 3 });
    const replay = vi.mocked(replayNow).mockResolvedValue(summary);
    renderUi(<OutboxPage userId={USER} />);
    await screen.findByText('Try again later');
    fireEvent.click(within(card('Try again later')).getByRole('button', { name: 'Retry now' }));
    await waitFor(() => {
      expect(replay).toHaveBeenCalledOnce();
    });
    expect((await localDb().outbox.get(entry.key))?.nextAttemptAt).toBeLessThanOrEqual(Date.now());
  });

  it('Edit opens the kind’s form for a refused item', async () => {
    const entry = await queue('Refused text');
    await setEntry(entry.key, { state: 'attention', lastError: { message: 'Required', at: 1 } });
    const editor = vi.fn(({ item }: { item: OutboxListItem; onClose: () => void }) => <p>Editing {item.label}</p>);
    renderUi(<OutboxPage userId={USER} editors={{ 'consumer-voice': editor }} />);
    await screen.findByText('Refused text');
    fireEvent.click(within(card('Refused text')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Editing Refused text')).toBeTruthy();
  });

  it('exports the unsent items as portal-outbox-YYYYMMDD-HHmm.zip', async () => {
    await queue('Keep this for support', { photoBytes: 1000 });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:outbox');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let downloaded: { name: string; href: string } | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = { name: this.download, href: this.href };
    });
    renderUi(<OutboxPage userId={USER} />);
    await screen.findByText('Keep this for support');
    fireEvent.click(screen.getByRole('button', { name: 'Export unsent items' }));
    await waitFor(() => {
      expect(downloaded).not.toBeNull();
    });
    // Set by the click spy: TypeScript cannot see that assignment.
    const file = downloaded as { name: string; href: string } | null;
    expect(file?.name).toMatch(/^portal-outbox-\d{8}-\d{4}\.zip$/);
    expect(file?.href).toBe('blob:outbox');
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/zip');
    vi.unstubAllGlobals();
  });

  it('shows the storage used and whether it is persistent', async () => {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: {
        estimate: () => Promise.resolve({ usage: 2_400_000, quota: 1_000_000_000 }),
        persisted: () => Promise.resolve(false),
      },
    });
    try {
      renderUi(<OutboxPage userId={USER} />);
      expect(await screen.findByText('Storage: 2.4 MB used, 998 MB available')).toBeTruthy();
      expect(screen.getByText('Storage is not persistent')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });
});

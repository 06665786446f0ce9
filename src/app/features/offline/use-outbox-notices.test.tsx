import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import { localDb } from '../../../browser/local-db';
import { discard, enqueue } from '../../../browser/outbox';
import { outboxNews, useOutboxNotices } from './use-outbox-notices';

function Layout({ userId }: { userId: string }) {
  useOutboxNotices(userId);
  return <p>layout</p>;
}

const queue = (message: string) =>
  enqueue({
    userId: '7',
    actingFor: { r3: null, isr: null },
    kind: 'consumer-voice',
    input: { message },
    label: message,
  });

beforeEach(async () => {
  await localDb().outbox.clear();
  await localDb().outboxFiles.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('outboxNews', () => {
  it('tells an order draft answered with changes as a review, not as a refusal', () => {
    const before = new Map([['d', 'sending']] as const);
    expect(outboxNews(before, new Map([['d', 'review']]))).toEqual({ attention: false, review: true, allSent: false });
    // Told once: the same review seen again is no news.
    expect(outboxNews(new Map([['d', 'review']]), new Map([['d', 'review']]))).toEqual({
      attention: false,
      review: false,
      allSent: false,
    });
  });

  it('tells a new refusal, and "all sent" only when the last unsent item was sent (not discarded)', () => {
    const before = new Map([
      ['a', 'queued'],
      ['b', 'sending'],
    ] as const);
    expect(
      outboxNews(
        before,
        new Map([
          ['a', 'queued'],
          ['b', 'attention'],
        ]),
      ),
    ).toEqual({ attention: true, review: false, allSent: false });
    expect(
      outboxNews(
        before,
        new Map([
          ['a', 'sent'],
          ['b', 'sent'],
        ]),
      ),
    ).toEqual({ attention: false, review: false, allSent: true });
    expect(
      outboxNews(
        before,
        new Map([
          ['a', 'discarded'],
          ['b', 'discarded'],
        ]),
      ),
    ).toEqual({
      attention: false,
      review: false,
      allSent: false,
    });
    expect(
      outboxNews(
        before,
        new Map([
          ['a', 'sent'],
          ['b', 'queued'],
        ]),
      ),
    ).toEqual({ attention: false, review: false, allSent: false });
  });
});

describe('useOutboxNotices', () => {
  it('tells in the app (and by system notification when allowed) when an item needs attention, then when all is sent', async () => {
    const systemNotification = vi.fn();
    vi.stubGlobal('Notification', Object.assign(systemNotification, { permission: 'granted' }));
    const first = await queue('one');
    const second = await queue('two');
    // The hook loads the local database on demand: loaded here first, then a moment for its first look.
    await import('../../domain/offline/outbox-status');
    renderUi(<Layout userId="7" />, { path: '/en-us' });
    await screen.findByText('layout');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // What was so at the start is not told again.
    expect(screen.queryByText('An item needs your attention')).toBeNull();

    await localDb().outbox.update(first.key, { state: 'attention' });
    expect(await screen.findByText('An item needs your attention')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the outbox' }).getAttribute('href')).toBe('/en-us/outbox');
    await waitFor(() => {
      expect(systemNotification).toHaveBeenCalledWith('An item needs your attention', expect.anything());
    });

    await discard(first.key);
    await localDb().outbox.update(second.key, { state: 'sent' });
    expect(await screen.findByText('Everything has been sent')).toBeTruthy();
  });
});

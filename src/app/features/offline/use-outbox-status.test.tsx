import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import { localDb } from '../../../browser/local-db';
import { discard, enqueue } from '../../../browser/outbox';
import { useOutboxStatus } from './use-outbox-status';

function Badge({ userId }: { userId: string }) {
  const status = useOutboxStatus(userId);
  return (
    <p data-testid="status">
      {status.unsent}/{status.attention}
    </p>
  );
}

const queue = (userId: string, message: string) =>
  enqueue({ userId, actingFor: { r3: null, isr: null }, kind: 'consumer-voice', input: { message }, label: message });

beforeEach(async () => {
  await localDb().outbox.clear();
  await localDb().outboxFiles.clear();
});

describe('useOutboxStatus', () => {
  it("counts the user's queued, sending and refused items, live", async () => {
    renderUi(<Badge userId="7" />);
    await waitFor(() => {
      expect(screen.getByTestId('status').textContent).toBe('0/0');
    });

    const first = await queue('7', 'one');
    const second = await queue('7', 'two');
    const third = await queue('7', 'three');
    await queue('8', 'someone else');
    await waitFor(() => {
      expect(screen.getByTestId('status').textContent).toBe('3/0');
    });

    await localDb().outbox.update(first.key, { state: 'sending' });
    await localDb().outbox.update(second.key, { state: 'attention' });
    await waitFor(() => {
      expect(screen.getByTestId('status').textContent).toBe('3/1');
    });

    await localDb().outbox.update(first.key, { state: 'sent' });
    await discard(third.key);
    await waitFor(() => {
      expect(screen.getByTestId('status').textContent).toBe('1/1');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { returnSendSlot, takeSendSlot, type SendLimits } from './send-limit';

const HOUR = 3_600_000;

describe('takeSendSlot', () => {
  it('allows max sends per window and key, then says when the next one may go', () => {
    const limits: SendLimits = new Map();
    for (let i = 0; i < 5; i++) expect(takeSendSlot(limits, 'a', 1000 + i * 60_000, 5, HOUR)).toEqual({ ok: true });
    expect(takeSendSlot(limits, 'a', 1000 + 10 * 60_000, 5, HOUR)).toEqual({ ok: false, retryAfterSeconds: 3000 });
    // Another key counts apart.
    expect(takeSendSlot(limits, 'b', 1000 + 10 * 60_000, 5, HOUR)).toEqual({ ok: true });
    // Once the first send is an hour old, one more may go.
    expect(takeSendSlot(limits, 'a', 1000 + HOUR, 5, HOUR)).toEqual({ ok: true });
    expect(takeSendSlot(limits, 'a', 1000 + HOUR + 1, 5, HOUR).ok).toBe(false);
  });

  it('gives a slot back when the send failed', () => {
    const limits: SendLimits = new Map();
    expect(takeSendSlot(limits, 'a', 5, 1, HOUR).ok).toBe(true);
    returnSendSlot(limits, 'a', 5);
    expect(takeSendSlot(limits, 'a', 6, 1, HOUR).ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { hostConfigSchema } from '../../shared/config/host-config';
import { SANDBOX_CARDS, SANDBOX_ROUTING_NUMBERS } from '../../shared/payments/sandbox-cards';
import { DEV_SANDBOX_WEBHOOK_SECRET, readEnv } from '../env';
import { gatewayById, gatewayFor, type PaymentInformation } from './gateway';
import { createSandboxGateway, SANDBOX_SIGNATURE_HEADER } from './sandbox-gateway';
import { signWebhook, verifySignature, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-26T12:00:00Z');

type CardInformation = Extract<PaymentInformation, { kind: 'card' }>;

function card(creditCardNumber: string, securityCode = '987'): CardInformation {
  return { kind: 'card', creditCardType: 'Visa', creditCardNumber, expiredMonth: 12, expiredYear: 2030, securityCode };
}

function bank(routingNumber: string): PaymentInformation {
  return { kind: 'bank', accountType: 'Checking', routingNumber, accountNumber: '000123456789' };
}

const sandbox = () => createSandboxGateway({ webhookSecret: SECRET, now: () => NOW });

describe('webhook signature (HMAC-SHA256 over timestamp.body, 5 minutes)', () => {
  const body = '{"id":"evt_1","amount":1000}';

  it('accepts its own signature, within the tolerance either way', () => {
    const header = signWebhook(SECRET, body, NOW);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(SECRET, header, body, NOW)).toEqual({ ok: true });
    const edge = WEBHOOK_TOLERANCE_SECONDS * 1000;
    expect(verifySignature(SECRET, header, body, new Date(NOW.getTime() + edge))).toEqual({ ok: true });
    expect(verifySignature(SECRET, header, body, new Date(NOW.getTime() - edge))).toEqual({ ok: true });
  });

  it('refuses another secret, a tampered body and a changed timestamp', () => {
    const header = signWebhook(SECRET, body, NOW);
    expect(verifySignature('another-secret-of-at-least-32-characters', header, body, NOW)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifySignature(SECRET, header, body.replace('1000', '1'), NOW)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const shifted = header.replace(/^t=(\d+)/, (_, t: string) => `t=${String(Number(t) + 1)}`);
    expect(verifySignature(SECRET, shifted, body, NOW)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses an old and a future timestamp, even correctly signed', () => {
    const old = signWebhook(SECRET, body, new Date(NOW.getTime() - (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000));
    expect(verifySignature(SECRET, old, body, NOW)).toEqual({ ok: false, reason: 'stale_timestamp' });
    const future = signWebhook(SECRET, body, new Date(NOW.getTime() + (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000));
    expect(verifySignature(SECRET, future, body, NOW)).toEqual({ ok: false, reason: 'stale_timestamp' });
  });

  it('refuses a missing or malformed header', () => {
    expect(verifySignature(SECRET, null, body, NOW)).toEqual({ ok: false, reason: 'missing_signature' });
    expect(verifySignature(SECRET, '', body, NOW)).toEqual({ ok: false, reason: 'missing_signature' });
    for (const header of ['garbage', 't=abc,v1=00', `t=${String(NOW.getTime() / 1000)}`, 'v1=' + 'a'.repeat(64)]) {
      expect(verifySignature(SECRET, header, body, NOW)).toEqual({ ok: false, reason: 'malformed_signature' });
    }
  });
});

describe('sandbox gateway', () => {
  it('charges each documented test card with its documented outcome', async () => {
    const gateway = sandbox();
    const expected = {
      complete: 'complete',
      pending: 'pending',
      declined: 'failed',
      insufficient_funds: 'failed',
      processing_error: 'failed',
    } as const;
    for (const [i, entry] of SANDBOX_CARDS.entries()) {
      const outcome = await gateway.charge({
        source: { information: card(entry.number) },
        amount: 1000,
        currency: 'USD',
        idempotencyKey: `card-${String(i)}`,
      });
      expect(outcome.status, entry.note).toBe(expected[entry.outcome]);
      if (outcome.status === 'failed') expect(outcome.reason).toBe(entry.outcome);
    }
    for (const [i, entry] of SANDBOX_ROUTING_NUMBERS.entries()) {
      const outcome = await gateway.charge({
        source: { information: bank(entry.number) },
        amount: 1000,
        currency: 'USD',
        idempotencyKey: `bank-${String(i)}`,
      });
      expect(outcome.status, entry.note).toBe(expected[entry.outcome]);
    }
  });

  it('refuses a number that is not a test number, and declines an expired card', async () => {
    const gateway = sandbox();
    const unknown = await gateway.charge({
      source: { information: card('4111111111111111') },
      amount: 500,
      currency: 'USD',
      idempotencyKey: 'k1',
    });
    expect(unknown).toMatchObject({ status: 'failed', reason: 'unknown_number' });
    const expired = await gateway.charge({
      source: { information: { ...card('4242424242424242'), expiredMonth: 10, expiredYear: 2026 } },
      amount: 500,
      currency: 'USD',
      idempotencyKey: 'k2',
    });
    expect(expired).toMatchObject({ status: 'failed', reason: 'declined' });
    // The expiry month itself is still valid.
    const lastMonth = await gateway.charge({
      source: { information: { ...card('4242424242424242'), expiredMonth: 11, expiredYear: 2026 } },
      amount: 500,
      currency: 'USD',
      idempotencyKey: 'k3',
    });
    expect(lastMonth.status).toBe('complete');
  });

  it('tokenizes into a display only: no number, no code in the token or the display', async () => {
    const gateway = sandbox();
    const tokenized = await gateway.tokenize(card('4242424242424242', '987'));
    expect(tokenized.display).toBe('Visa •••• 4242');
    expect(Object.keys(tokenized).sort()).toEqual(['display', 'token']);
    // Kind, outcome and 12 random bytes: no room for the number or the code.
    expect(tokenized.token).toMatch(/^sbx_card_complete_[0-9a-f]{24}$/);
    expect(tokenized.token).not.toContain('4242424242424242');
    expect(tokenized.display).not.toContain('987');
    const account = await gateway.tokenize(bank('110000000'));
    expect(account.display).toBe('Checking •••• 6789');
    expect(account.token).toMatch(/^sbx_bank_pending_[0-9a-f]{24}$/);
  });

  it('charges a token with the outcome of the card it stands for; a forged token fails', async () => {
    const gateway = sandbox();
    const good = await gateway.tokenize(card('5555555555554444'));
    const declined = await gateway.tokenize(card('4000000000000002'));
    const charge = (token: string, idempotencyKey: string) =>
      gateway.charge({ source: { token }, amount: 1200, currency: 'EUR', idempotencyKey });
    expect((await charge(good.token, 'a')).status).toBe('complete');
    expect(await charge(declined.token, 'b')).toMatchObject({ status: 'failed', reason: 'declined' });
    expect(await charge('tok_visa', 'c')).toMatchObject({ status: 'failed', reason: 'invalid_token' });
    // A token of another sandbox (another process) works as well: the token is all the sandbox needs.
    const restarted = sandbox();
    expect(
      (await restarted.charge({ source: { token: good.token }, amount: 1, currency: 'EUR', idempotencyKey: 'x' }))
        .status,
    ).toBe('complete');
  });

  it('answers the same outcome for the same idempotency key and refuses the key for another charge', async () => {
    const gateway = sandbox();
    const request = {
      source: { information: card('4242424242424242') },
      amount: 1000,
      currency: 'USD',
      idempotencyKey: 'same',
    };
    const first = await gateway.charge(request);
    expect(await gateway.charge(request)).toEqual(first);
    await expect(gateway.charge({ ...request, amount: 999 })).rejects.toThrow(/idempotency key reused/);
    await expect(gateway.charge({ ...request, idempotencyKey: 'z', amount: 0 })).rejects.toThrow(RangeError);
    await expect(gateway.charge({ ...request, idempotencyKey: 'z', amount: 1.5 })).rejects.toThrow(RangeError);
  });

  it('issues a virtual account and "simulate transfer" gives a signed webhook it verifies and parses', async () => {
    const gateway = sandbox();
    const expiry = new Date('2026-11-27T12:00:00Z');
    const account = await gateway.createVirtualAccount({ amount: 150000, currency: 'IDR', expiry });
    expect(account.virtualAccountNo).toMatch(/^8808\d{12}$/);
    expect(account.expiredDate).toBe(expiry.toISOString());
    expect(account.instruction).toContain(account.virtualAccountNo);
    expect(account.instruction).toContain('Sandbox — no money moves');

    const { headers, rawBody } = gateway.simulateTransfer({
      virtualAccountNo: account.virtualAccountNo,
      amount: 150000,
      currency: 'IDR',
    });
    expect(headers[SANDBOX_SIGNATURE_HEADER]).toBeDefined();
    expect(gateway.verifyWebhook(new Headers(headers), rawBody, NOW)).toEqual({ ok: true });
    const parsed = gateway.parseWebhook(rawBody);
    expect(parsed).toEqual({
      ok: true,
      event: {
        id: expect.stringMatching(/^evt_[0-9a-f]{24}$/) as unknown,
        type: 'payment.complete',
        reference: account.virtualAccountNo,
        amount: 150000,
        currency: 'IDR',
        occurredAt: NOW.toISOString(),
      },
    });
    // Tampered: another amount under the same signature.
    expect(gateway.verifyWebhook(new Headers(headers), rawBody.replace('150000', '1'), NOW)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    // Late: the same webhook replayed six minutes later.
    expect(gateway.verifyWebhook(new Headers(headers), rawBody, new Date(NOW.getTime() + 6 * 60_000))).toEqual({
      ok: false,
      reason: 'stale_timestamp',
    });
    expect(gateway.verifyWebhook(new Headers(), rawBody, NOW)).toEqual({ ok: false, reason: 'missing_signature' });
    // Another sandbox with another secret does not accept it.
    const other = createSandboxGateway({ webhookSecret: 'x'.repeat(40), now: () => NOW });
    expect(other.verifyWebhook(new Headers(headers), rawBody, NOW)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('settles a pending ACH charge through a signed webhook', async () => {
    const gateway = sandbox();
    const charged = await gateway.charge({
      source: { information: bank('110000000') },
      amount: 4200,
      currency: 'USD',
      idempotencyKey: 'ach',
    });
    expect(charged.status).toBe('pending');
    const settled = gateway.simulateSettlement({
      reference: charged.reference,
      amount: 4200,
      currency: 'USD',
      outcome: 'complete',
    });
    expect(gateway.verifyWebhook(new Headers(settled.headers), settled.rawBody, NOW)).toEqual({ ok: true });
    expect(gateway.parseWebhook(settled.rawBody)).toMatchObject({
      ok: true,
      event: { type: 'payment.complete', reference: charged.reference },
    });
    expect(await gateway.void(charged.reference)).toEqual({ ok: true });
    expect(await gateway.void('not-ours')).toEqual({ ok: false });
  });

  it('parses only well-formed events, naming fields but never values', () => {
    const gateway = sandbox();
    expect(gateway.parseWebhook('not json')).toEqual({ ok: false, reason: 'the body is not JSON' });
    const bad = gateway.parseWebhook(
      JSON.stringify({
        id: 'evt_' + 'a'.repeat(24),
        type: 'payment.complete',
        reference: 'r',
        amount: 1.5,
        currency: '4242424242424242',
        occurredAt: NOW.toISOString(),
      }),
    );
    expect(bad.ok).toBe(false);
    expect(JSON.stringify(bad)).not.toContain('4242');
    expect(JSON.stringify(bad)).toContain('currency');
  });
});

describe('choosing the gateway', () => {
  it('takes the host config field; an unknown webhook gateway name is none', () => {
    const gateways = { sandbox: sandbox() };
    expect(gatewayFor(gateways, hostConfigSchema.parse({ sorg: '1' })).id).toBe('sandbox');
    expect(gatewayById(gateways, 'sandbox')?.label).toBe('Sandbox — no money moves');
    expect(gatewayById(gateways, 'stripe')).toBeUndefined();
    expect(gatewayById(gateways, '__proto__')).toBeUndefined();
  });

  it('refuses the public development webhook secret in production', () => {
    expect(() => readEnv({ NODE_ENV: 'production', SANDBOX_WEBHOOK_SECRET: DEV_SANDBOX_WEBHOOK_SECRET })).toThrow(
      /SANDBOX_WEBHOOK_SECRET: the development webhook secret is public/,
    );
    expect(() => readEnv({ SANDBOX_WEBHOOK_SECRET: 'short' })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
    expect(readEnv({ NODE_ENV: 'production' }).SANDBOX_WEBHOOK_SECRET).toBeUndefined();
  });
});

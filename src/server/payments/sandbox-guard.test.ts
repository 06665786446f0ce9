import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../../tests/support/test-server';
import { readEnv } from '../env';
import { startServer } from '../main';
import { hostsPayingThrough, SANDBOX_REFUSED_MESSAGE, sandboxAllowed, sandboxStartRefusal } from './sandbox-guard';

// The sandbox gateway moves no money: with NODE_ENV=production it runs only with PAYMENTS_SANDBOX=1
// (docs/operations.md "Payments").

describe('sandboxAllowed', () => {
  it('allows the sandbox outside production, and in production only with the switch', () => {
    expect(sandboxAllowed(readEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(sandboxAllowed(readEnv({ NODE_ENV: 'test' }))).toBe(true);
    expect(sandboxAllowed(readEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(sandboxAllowed(readEnv({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '0' }))).toBe(false);
    expect(sandboxAllowed(readEnv({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' }))).toBe(true);
  });
});

describe('hostsPayingThrough', () => {
  const hosts = [
    { hostname: 'pays.example', sorg: '1000', config: { payment: true } },
    { hostname: 'checkout.example', sorg: '2000', config: { payment: false } },
    { hostname: 'quiet.example', sorg: '3000', config: {} },
  ];
  it('lists hosts that pay invoices online or whose sorg has a card or ACH method', () => {
    const methods = [
      { sorg: '2000', type: 'Credit Card' },
      { sorg: '3000', type: 'Bank Transfer' },
      { sorg: '3000', type: 'On Account' },
    ];
    expect(hostsPayingThrough('sandbox', hosts, methods)).toEqual(['checkout.example', 'pays.example']);
    expect(hostsPayingThrough('sandbox', hosts, [])).toEqual(['pays.example']);
  });

  it('names the hosts and the switch in the refusal', () => {
    const message = sandboxStartRefusal(['a.example', 'b.example']);
    expect(message).toContain('hosts a.example, b.example');
    expect(message).toContain('PAYMENTS_SANDBOX=1');
    expect(message).toContain('NODE_ENV=production');
  });
});

const CREATE = `mutation SandboxGuardTestCreate($input: PaymentRequestInput!, $numbers: [String!]!) {
  createPaymentRequest(input: $input, invoiceNumbers: $numbers) { userErrors { code message } } }`;

/** Create payment request as the dealer on a production server, with or without the switch. */
async function payInProduction(env: Record<string, string>) {
  const server = await createTestServer({ env: { NODE_ENV: 'production', ...env } });
  try {
    const token = await server.tokenFor('dealer');
    const res = await server.app.request('http://localhost/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify({
        query: CREATE,
        variables: {
          input: { amount: 100, currency: 'USD', payerName: '', payerCode: 'P-1', merchant: '1000', paymentId: '1' },
          numbers: ['NOT-AN-INVOICE'],
        },
      }),
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        data?: { createPaymentRequest: { userErrors: { code: string }[] } } | null;
        errors?: { message: string; extensions?: { code?: string } }[];
      },
    };
  } finally {
    await server.close();
  }
}

describe('a payment through the sandbox in production', () => {
  it('answers 503 without PAYMENTS_SANDBOX, before anything is checked or stored', async () => {
    const { status, body } = await payInProduction({});
    expect(status).toBe(503);
    expect(body.errors?.[0]).toMatchObject({
      message: SANDBOX_REFUSED_MESSAGE,
      extensions: { code: 'PAYMENT_UNAVAILABLE' },
    });
  });

  it('goes through with PAYMENTS_SANDBOX=1 (here refused for its unknown invoice, as outside production)', async () => {
    const { status, body } = await payInProduction({ PAYMENTS_SANDBOX: '1' });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.createPaymentRequest.userErrors.length).toBeGreaterThan(0);
  });
});

describe('starting a production server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-sandbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const envOf = (extra: Record<string, string>) =>
    readEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Any free port: the test only starts and stops the server.
      PORT: String(7100 + Math.floor(Math.random() * 800)),
      HOST: '127.0.0.1',
      SEED: 'demo',
      LOG_LEVEL: 'silent',
      ...extra,
    });

  it('is refused while a host pays through the sandbox, naming the host and the switch; starts with PAYMENTS_SANDBOX=1', async () => {
    // The demo hosts pay invoices online through the sandbox.
    await expect(startServer({ env: envOf({}) })).rejects.toThrow(/host.* localhost.*PAYMENTS_SANDBOX=1/s);
    const handle = await startServer({ env: envOf({ PAYMENTS_SANDBOX: '1' }) });
    await handle.stop();
  }, 180_000);
});

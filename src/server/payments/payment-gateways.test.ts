import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../../tests/support/test-server';
import { DEV_SANDBOX_WEBHOOK_SECRET, readEnv } from '../env';
import { sandboxWebhookSecret } from './payment-gateways';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-gateway';
import { signWebhook } from './webhook-signature';

describe('the sandbox webhook secret', () => {
  it('is the development one outside production, a generated and kept one in production, or the env value', async () => {
    const server = await createTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const body = '{}';
      const at = new Date();
      const sandbox = server.deps.paymentGateways.sandbox;
      const signedWith = (secret: string) =>
        sandbox.verifyWebhook(new Headers({ [SANDBOX_SIGNATURE_HEADER]: signWebhook(secret, body, at) }), body, at);
      expect(signedWith(DEV_SANDBOX_WEBHOOK_SECRET)).toEqual({ ok: false, reason: 'bad_signature' });

      const generated = await sandboxWebhookSecret(server.db, readEnv({ NODE_ENV: 'production' }));
      expect(generated).not.toBe(DEV_SANDBOX_WEBHOOK_SECRET);
      expect(generated.length).toBeGreaterThanOrEqual(32);
      expect(signedWith(generated)).toEqual({ ok: true });
      // Kept: the next start (another process) signs with the same secret.
      expect(await sandboxWebhookSecret(server.db, readEnv({ NODE_ENV: 'production' }))).toBe(generated);

      expect(await sandboxWebhookSecret(server.db, readEnv({ NODE_ENV: 'test' }))).toBe(DEV_SANDBOX_WEBHOOK_SECRET);
      const own = 'an-operator-chosen-secret-of-32-characters-or-more';
      expect(
        await sandboxWebhookSecret(server.db, readEnv({ NODE_ENV: 'production', SANDBOX_WEBHOOK_SECRET: own })),
      ).toBe(own);
    } finally {
      await server.close();
    }
  });
});

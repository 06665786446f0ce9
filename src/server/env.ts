import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** An unset or empty variable is absent. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/**
 * The sandbox gateway's webhook secret when SANDBOX_WEBHOOK_SECRET is unset outside production: known, so tests and
 * a developer's curl can sign a webhook. Refused in production, where an unset secret is generated and kept in the
 * database instead (as JWT_SECRET).
 */
export const DEV_SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret-for-development-only';

/** Every environment variable the server reads, parsed once. README.md lists them. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
    /** Schema to use on a PostgreSQL server (tests run one schema per worker). */
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .optional(),
    SEED: z.enum(['demo', 'none']).default('demo'),
    JWT_SECRET: z.string().min(32).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
    CONFIG_BASIC_USER: z.string().default('portal'),
    CONFIG_BASIC_PASSWORD: z.string().default('portal'),
    MAINTENANCE_MESSAGE: z.string().optional(),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /** Failed sign-ins per account from every address within LOGIN_ACCOUNT_WINDOW_MINUTES that lock the account. */
    LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
    LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
    /** How long a locked account stays locked (no address change or success ends it sooner). */
    LOGIN_ACCOUNT_LOCK_MINUTES: z.coerce.number().int().min(1).default(60),
    /** Shorthand for TRUSTED_PROXY_COUNT=1 (one load balancer in front). */
    TRUST_PROXY: flag,
    /**
     * Proxies in front of the server that append to X-Forwarded-For; the client address is the hop that many from
     * the right. Default 1 with TRUST_PROXY, else 0 (the socket's address).
     */
    TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).optional(),
    /**
     * The development-only routes under /api/dev (mail sink, uploads, feedback and visits without a sign-in) for
     * the end-to-end tests. Off unless set: they would hand any account to anyone. Refused in production.
     */
    DEV_ROUTES: flag,
    /** Where e-mail goes. Only the development sink (`mails` table) exists yet; SMTP is the production path. */
    MAIL_TRANSPORT: z.enum(['database']).default('database'),
    MAIL_FROM: z.string().min(3).default('Dealer Portal <no-reply@dealer-portal.test>'),
    PASSWORD_RESET_TOKEN_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),
    PASSWORD_RESET_MAX_REQUESTS: z.coerce.number().int().min(1).default(5),
    PASSWORD_RESET_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
    LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
    /** Host whose config answers a request from a hostname without one (the web manifest); as VITE_DEFAULT_HOST. */
    DEFAULT_HOST: z.string().min(1).default('localhost'),
    /** VAPID key pair of web push (base64url, as `web-push generate-vapid-keys` prints); both or neither. */
    VAPID_PUBLIC_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^B[A-Za-z0-9_-]{86}$/, 'an uncompressed P-256 public key in base64url (87 characters)')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key in base64url (43 characters)')
        .optional(),
    ),
    /**
     * Let push endpoints on loopback (plain http too) be subscribed and sent to: the server tests' local push
     * service. Off unless set, refused in production; no other private address is ever allowed.
     */
    PUSH_LOOPBACK_ENDPOINTS: flag,
    /** Contact the push services may use about our traffic; default mailto:support@ + the domain of MAIL_FROM. */
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'a mailto: address or an https: URL')
        .optional(),
    ),
    /** HMAC-SHA256 key of the sandbox gateway's webhooks (docs/operations.md); at least 32 characters. */
    SANDBOX_WEBHOOK_SECRET: optionalText.pipe(z.string().min(32).optional()),
    /**
     * Runs the sandbox payment gateway (no money moves) with NODE_ENV=production; without it a production server
     * refuses to start while a host would pay through the sandbox (docs/operations.md "Payments").
     */
    PAYMENTS_SANDBOX: flag,
  })
  .superRefine((env, ctx) => {
    if (env.DEV_ROUTES && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_ROUTES'],
        message: 'the development routes (/api/dev/*) must not be on with NODE_ENV=production: unset DEV_ROUTES',
      });
    }
    if (env.PUSH_LOOPBACK_ENDPOINTS && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_LOOPBACK_ENDPOINTS'],
        message: 'push endpoints on loopback are for tests only: unset PUSH_LOOPBACK_ENDPOINTS in production',
      });
    }
    if (env.SANDBOX_WEBHOOK_SECRET === DEV_SANDBOX_WEBHOOK_SECRET && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_WEBHOOK_SECRET'],
        message: 'the development webhook secret is public: set another one, or unset it to have one generated',
      });
    }
    // One key without the other would either fail at the first push or silently generate a pair that does not
    // match the public key the clients already subscribed with: refuse to start instead.
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'],
        message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Reads the process environment; the only place in the server that touches process.env. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

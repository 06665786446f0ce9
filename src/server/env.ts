import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** Every environment variable the server reads, parsed once. README.md lists them. */
export const envSchema = z.object({
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
  TRUST_PROXY: flag,
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

// zod/mini keeps the entry chunk small (the full zod API is ~20 kB gzip of mostly unused methods).
import { z } from 'zod/mini';

// An empty variable (`VITE_API_BASE=` in a .env file) means "use the default", not "the empty string".
const setting = (fallback: string) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' ? undefined : value)),
    z._default(z.string().check(z.minLength(1)), fallback),
  );

// These values end up in the public bundle: the basic-auth pair only keeps casual scrapers off the config
// routes, it is not a secret.
const envSchema = z.object({
  VITE_API_BASE: z.pipe(
    setting('/api'),
    z.transform((base: string) => base.replace(/\/+$/, '')),
  ),
  VITE_CONFIG_BASIC_USER: setting('portal'),
  VITE_CONFIG_BASIC_PASSWORD: setting('portal'),
  VITE_DEFAULT_HOST: setting('localhost'),
  PROD: z._default(z.boolean(), false),
});

const parsed = envSchema.parse(import.meta.env);

/** The client's build-time settings; the only reader of import.meta.env. */
export const env = {
  apiBase: parsed.VITE_API_BASE,
  configBasicUser: parsed.VITE_CONFIG_BASIC_USER,
  configBasicPassword: parsed.VITE_CONFIG_BASIC_PASSWORD,
  defaultHost: parsed.VITE_DEFAULT_HOST,
  /** A production build: the service worker is registered only there. */
  isProduction: parsed.PROD,
} as const;

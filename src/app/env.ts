// Checked by hand, without a schema library: this module is on the first load (lib/json-shape.ts).
import { isBoolean, optional, ShapeError } from './lib/json-shape';

const settings: Record<string, unknown> = { ...import.meta.env };

// An empty variable (`VITE_API_BASE=` in a .env file) means "use the default", not "the empty string".
function setting(key: string, fallback: string): string {
  const value = settings[key];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') throw new ShapeError(`${key} is not a string`);
  return value;
}

// These values end up in the public bundle: the basic-auth pair only keeps casual scrapers off the config
// routes, it is not a secret.

/** The client's build-time settings; the only reader of import.meta.env. */
export const env = {
  apiBase: setting('VITE_API_BASE', '/api').replace(/\/+$/, ''),
  configBasicUser: setting('VITE_CONFIG_BASIC_USER', 'portal'),
  configBasicPassword: setting('VITE_CONFIG_BASIC_PASSWORD', 'portal'),
  defaultHost: setting('VITE_DEFAULT_HOST', 'localhost'),
  /** A production build: the service worker is registered only there. */
  isProduction: optional(settings, 'PROD', isBoolean) ?? false,
} as const;

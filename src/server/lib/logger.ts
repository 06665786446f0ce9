/** A small structured logger: one JSON line per event on stderr (info on stdout), filtered by LOG_LEVEL. */
export interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
}

const levels = { silent: 0, error: 1, info: 2, debug: 3 } as const;

/**
 * A failed statement's error ("Failed query: … params: …") carries the statement's values — e-mail addresses,
 * names, whole mails with their attachments: the values are never logged, the statement and its cause are.
 */
export function withoutQueryValues(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]');
}

function errorFields(error: Error): Record<string, unknown> {
  const cause = error.cause instanceof Error ? { cause: { name: error.cause.name, message: error.cause.message } } : {};
  return {
    name: error.name,
    message: withoutQueryValues(error.message),
    stack: error.stack === undefined ? undefined : withoutQueryValues(error.stack),
    ...cause,
  };
}

function serialise(fields: Record<string, unknown> | undefined) {
  if (!fields) return {};
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v instanceof Error ? errorFields(v) : v]));
}

export function createLogger(level: keyof typeof levels): Logger {
  const at = levels[level];
  const write = (lvl: 'error' | 'info' | 'debug', message: string, fields?: Record<string, unknown>) => {
    if (levels[lvl] > at) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...serialise(fields) });
    (lvl === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    error: (m, f) => write('error', m, f),
    info: (m, f) => write('info', m, f),
    debug: (m, f) => write('debug', m, f),
  };
}

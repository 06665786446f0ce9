/** A small structured logger: one JSON line per event on stderr (info on stdout), filtered by LOG_LEVEL. */
export interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
}

const levels = { silent: 0, error: 1, info: 2, debug: 3 } as const;

function serialise(fields: Record<string, unknown> | undefined) {
  if (!fields) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k,
      v instanceof Error ? { name: v.name, message: v.message, stack: v.stack } : v,
    ]),
  );
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

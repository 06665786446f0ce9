import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, withoutQueryValues } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logger', () => {
  it("never writes a failed statement's values, keeping the statement, the stack and the cause", () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const error = new Error(
      'Failed query: insert into "mails" ("to", "text") values ($1, $2)\nparams: dealer@dealers.test,Hello Dana',
      { cause: new Error('relation "mails" does not exist') },
    );
    createLogger('error').error('order confirmation mail failed', { error });
    const line = lines.join('');
    expect(line).not.toContain('dealer@dealers.test');
    expect(line).not.toContain('Hello Dana');
    expect(line).toContain('insert into \\"mails\\"');
    expect(line).toContain('params: [not logged]');
    expect(line).toContain('relation \\"mails\\" does not exist');
    const parsed = JSON.parse(line) as { error: { stack: string } };
    expect(parsed.error.stack).toContain('logger.test.ts');
  });

  it('keeps a message without values as it is', () => {
    expect(withoutQueryValues('Something failed')).toBe('Something failed');
    expect(withoutQueryValues('Failed query: select 1\nparams: a,b\n    at f (x.ts:1:1)')).toBe(
      'Failed query: select 1\nparams: [not logged]\n    at f (x.ts:1:1)',
    );
  });
});

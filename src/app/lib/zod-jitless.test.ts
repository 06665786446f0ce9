// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { disableZodEval } from './zod-jitless';

describe('disableZodEval', () => {
  it('sets the flag zod reads once it loads', async () => {
    disableZodEval();
    const { z } = await import('zod/mini');
    expect(z.config().jitless).toBe(true);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateHomeSearch } from './catalog.search';

describe('validateHomeSearch', () => {
  it('keeps a known category, in any case, and drops an unknown one', () => {
    expect(validateHomeSearch({ category: 'PAA' } as never)).toEqual({ category: 'paa' });
    expect(validateHomeSearch({ category: 'shoes' } as never)).toEqual({});
  });

  it('keeps preview=true, as the preview button writes it, and nothing else for preview', () => {
    expect(validateHomeSearch({ category: 'bike', preview: 'true' } as never)).toEqual({
      category: 'bike',
      preview: true,
    });
    expect(validateHomeSearch({ preview: true } as never)).toEqual({ preview: true });
    expect(validateHomeSearch({ preview: 'yes' } as never)).toEqual({});
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { menuIds } from '../../../shared/access/menu';
import { menuLabels } from './menu-messages';

describe('menuLabels', () => {
  it('labels every entry of the shared menu, and nothing else', () => {
    expect(Object.keys(menuLabels).sort()).toEqual([...new Set(menuIds())].sort());
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import type { DraftChange } from '../../../shared/orders/draft-changes';
import { ChangeList } from './change-list';

// The one change list: each kind of change as a sentence with its reason, old → new, in the list's order.

const changes: DraftChange[] = [
  { kind: 'SHIPTO', before: '3', after: '4' },
  { kind: 'REMOVED', sorg: '1000', articleCode: 'B', reason: 'STOCK_EXCEEDED' },
  { kind: 'REMOVED', sorg: '1000', articleCode: 'C', reason: 'NO_PRICE' },
  { kind: 'PRICE', sorg: '1000', articleCode: 'A', before: 9_500, after: 10_000 },
  { kind: 'TIER', sorg: '1000', articleCode: 'A', before: 'SD-5', after: null },
  { kind: 'STOCK', sorg: '1000', articleCode: 'A', qty: 5, before: 20, after: 3 },
  { kind: 'SHIPMENT', sorg: '1000', before: 2_500, after: 3_000 },
  { kind: 'TOTAL', sorg: '1000', before: 52_000, after: 54_500 },
];

describe('ChangeList', () => {
  it('says every kind with its reason, old → new, in the given order', () => {
    renderUi(
      <ChangeList
        changes={changes}
        nameOf={(_sorg, code) => `Bike ${code}`}
        money={(amount) => `$${(amount / 100).toFixed(2)}`}
        orderName={(sorg) => `US ${sorg}`}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Ship-to address: it was changed since the order was drafted. Check it before accepting.',
      'Bike B: removed (the available stock no longer covers it)',
      'Bike C: removed (no price)',
      'Bike A: price $95.00 → $100.00 each',
      'Bike A: tier SD-5 → dealer price (the quantity discount changed)',
      'Bike A: available 20 → 3, no longer enough for the 5 ordered',
      'Order US 1000: shipment $25.00 → $30.00 (the rate changed)',
      'Order US 1000: total $520.00 → $545.00',
    ]);
  });

  it('shows nothing for an empty list', () => {
    const { container } = renderUi(<ChangeList changes={[]} nameOf={(_s, c) => c} money={String} />);
    expect(container.querySelector('ul')).toBeNull();
  });
});

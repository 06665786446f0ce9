import { describe, expect, it } from 'vitest';
import { addMonths, stockView, type StockDisplayConfig, type StockLocationRow } from './stock-display';

const TODAY = '2026-03-15';

const config = (overrides: Partial<StockDisplayConfig> = {}): StockDisplayConfig => ({
  maskStock: 0,
  maskNextArrival: 0,
  nextArrivalDisplay: true,
  nextArrivalMonth: 3,
  stockDisplay: 'cumulative',
  ...overrides,
});

const row = (overrides: Partial<StockLocationRow> = {}): StockLocationRow => ({
  location: 'WH1',
  priority: 1,
  availableQty: 0,
  availableDate: null,
  custorderQty: 0,
  custorderDate: null,
  nextArrivalQty: 0,
  nextArrivalDate: null,
  availableForOrderAt: null,
  ...overrides,
});

describe('stockView', () => {
  it('sums every location into one figure by default (cumulative), dated by the earliest stocked row', () => {
    const view = stockView(
      [
        row({ location: 'WH2', priority: 2, availableQty: 4, availableDate: '2026-03-10' }),
        row({ location: 'WH1', priority: 1, availableQty: 3, availableDate: '2026-03-12' }),
        row({ location: 'WH3', priority: 3, availableQty: 0, availableDate: '2026-01-01' }),
      ],
      config(),
      TODAY,
    );
    expect(view.available).toEqual([{ date: '2026-03-10', qty: 7, mask: null, priority: null, location: null }]);
    expect(view.inStock).toBe(true);
    expect(view.availableQty).toBe(7);
  });

  it('shows one entry per location in priority order with stockDisplay location', () => {
    const view = stockView(
      [
        row({ location: 'B', priority: 2, availableQty: 1 }),
        row({ location: 'A', priority: 1, availableQty: 0 }),
        row({ location: 'C', priority: 1, availableQty: 2 }),
      ],
      config({ stockDisplay: 'location' }),
      TODAY,
    );
    expect(view.available.map((e) => [e.location, e.priority, e.qty])).toEqual([
      ['A', 1, 0],
      ['C', 1, 2],
      ['B', 2, 1],
    ]);
  });

  it("masks figures above maskStock as '{maskStock}+', the true quantity kept for checks", () => {
    const rows = [row({ availableQty: 25 }), row({ location: 'WH2', priority: 2, availableQty: 8 })];
    const cumulative = stockView(rows, config({ maskStock: 10 }), TODAY);
    expect(cumulative.available[0]).toMatchObject({ qty: null, mask: '10+' });
    expect(cumulative.availableQty).toBe(33);
    const perLocation = stockView(rows, config({ maskStock: 10, stockDisplay: 'location' }), TODAY);
    expect(perLocation.available.map((e) => [e.qty, e.mask])).toEqual([
      [null, '10+'],
      [8, null],
    ]);
    // Exactly the threshold is still shown; 0 shows every figure.
    expect(stockView([row({ availableQty: 10 })], config({ maskStock: 10 }), TODAY).available[0]?.qty).toBe(10);
    expect(stockView([row({ availableQty: 999 })], config({ maskStock: 0 }), TODAY).available[0]?.qty).toBe(999);
  });

  it('counts negative quantities as nothing', () => {
    const view = stockView(
      [row({ availableQty: -4 }), row({ location: 'WH2', availableQty: 2 })],
      config({ stockDisplay: 'location' }),
      TODAY,
    );
    expect(view.availableQty).toBe(2);
    expect(view.available.map((e) => e.qty)).toEqual([0, 2]);
  });

  it('answers no stock for no rows', () => {
    const view = stockView([], config(), TODAY);
    expect(view).toEqual({
      available: [{ date: null, qty: 0, mask: null, priority: null, location: null }],
      custorder: null,
      nextArrival: null,
      availableForOrderAt: null,
      inStock: false,
      availableQty: 0,
    });
  });

  it('sums customer orders with the earliest date, null when there are none', () => {
    const view = stockView(
      [
        row({ custorderQty: 2, custorderDate: '2026-04-01' }),
        row({ location: 'WH2', custorderQty: 3, custorderDate: '2026-03-20' }),
      ],
      config(),
      TODAY,
    );
    expect(view.custorder).toEqual({ date: '2026-03-20', qty: 5, mask: null, priority: null, location: null });
    expect(stockView([row()], config(), TODAY).custorder).toBeNull();
  });

  it('shows the earliest arrival within nextArrivalMonth months, summed over locations arriving that day', () => {
    const rows = [
      row({ location: 'WH1', nextArrivalQty: 5, nextArrivalDate: '2026-04-10' }),
      row({ location: 'WH2', priority: 2, nextArrivalQty: 3, nextArrivalDate: '2026-04-10' }),
      row({ location: 'WH3', priority: 3, nextArrivalQty: 9, nextArrivalDate: '2026-05-01' }),
    ];
    expect(stockView(rows, config(), TODAY).nextArrival).toEqual({
      date: '2026-04-10',
      qty: 8,
      mask: null,
      priority: null,
      location: null,
    });
    // One location arriving: its name is shown.
    expect(stockView(rows.slice(2), config(), TODAY).nextArrival).toMatchObject({ qty: 9, location: 'WH3' });
  });

  it('leaves out past arrivals, arrivals beyond the window, empty ones, and all with nextArrivalDisplay off', () => {
    const past = row({ nextArrivalQty: 5, nextArrivalDate: '2026-03-14' });
    const far = row({ location: 'WH2', nextArrivalQty: 5, nextArrivalDate: '2026-06-16' });
    const empty = row({ location: 'WH3', nextArrivalQty: 0, nextArrivalDate: '2026-03-20' });
    expect(stockView([past, far, empty], config(), TODAY).nextArrival).toBeNull();
    // The window ends on the same day three months later, inclusive.
    const edge = row({ nextArrivalQty: 2, nextArrivalDate: '2026-06-15' });
    expect(stockView([edge], config(), TODAY).nextArrival?.date).toBe('2026-06-15');
    // 0 months: any future arrival; today counts.
    expect(stockView([far], config({ nextArrivalMonth: 0 }), TODAY).nextArrival?.date).toBe('2026-06-16');
    const today = row({ nextArrivalQty: 1, nextArrivalDate: TODAY });
    expect(stockView([today], config(), TODAY).nextArrival?.date).toBe(TODAY);
    expect(stockView([edge], config({ nextArrivalDisplay: false }), TODAY).nextArrival).toBeNull();
  });

  it('masks the next arrival above maskNextArrival', () => {
    const rows = [row({ nextArrivalQty: 50, nextArrivalDate: '2026-04-01' })];
    expect(stockView(rows, config({ maskNextArrival: 20 }), TODAY).nextArrival).toMatchObject({
      qty: null,
      mask: '20+',
    });
  });

  it('answers the earliest availableForOrderAt of any location', () => {
    const view = stockView(
      [row({ availableForOrderAt: '2026-05-01' }), row({ location: 'WH2', availableForOrderAt: '2026-04-01' })],
      config(),
      TODAY,
    );
    expect(view.availableForOrderAt).toBe('2026-04-01');
  });
});

describe('addMonths', () => {
  it('adds calendar months, keeping the day or taking the last day of a shorter month', () => {
    expect(addMonths('2026-03-15', 3)).toBe('2026-06-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-15', 0)).toBe('2026-03-15');
  });
});

import { describe, expect, it } from 'vitest';
import { formMessages } from '../validation/form-rules';
import { isVisitBrandOpen, openVisitBrands, visitSorgFor } from './visit-access';
import {
  emptyVisitForm,
  isVisitCountInput,
  isVisitDateRangeValid,
  splitUnifiedCustomerCode,
  toVisitInput,
  unifiedCustomerCode,
  validateVisitForm,
  visitCountRangeMessage,
  visitInputSchema,
  type VisitFormValues,
} from './visit-form';
import { isVisitDay, visitDayOf, visitListFilterProblem } from './visit-list-filter';
import { visitFormMessages } from './visit-messages';
import { planVisitPhotos } from './visit-photos';

const filled = (values: Partial<VisitFormValues> = {}): VisitFormValues => ({
  ...emptyVisitForm(),
  customer: unifiedCustomerCode('2000', '2000123'),
  brandDisplay: ['WIM'],
  ...values,
});

describe('toVisitInput (spec 02 §5 "Form visit")', () => {
  it('sends the customer code only, never the unified value', () => {
    const input = toVisitInput('wim', filled());
    expect(input.custCode).toBe('2000123');
    expect(JSON.stringify(input)).not.toContain('2000:2000123');
    expect(input).not.toHaveProperty('customer');
    expect(splitUnifiedCustomerCode('2000:2000123')).toEqual({ sorg: '2000', custCode: '2000123' });
    expect(splitUnifiedCustomerCode('2000123')).toBeUndefined();
  });

  it('sends brandDomination only when answered', () => {
    expect(toVisitInput('polygon', filled())).not.toHaveProperty('brandDomination');
    expect(toVisitInput('polygon', filled({ brandDomination: 'yes' })).brandDomination).toBe(true);
    expect(toVisitInput('polygon', filled({ brandDomination: 'no' })).brandDomination).toBe(false);
  });

  it('sends equipment only when the list is not empty', () => {
    expect(toVisitInput('polygon', filled())).not.toHaveProperty('equipment');
    expect(toVisitInput('polygon', filled({ equipment: ['WORKSHOP'] })).equipment).toEqual(['WORKSHOP']);
  });

  it('sends the floor quantities as plgGrp and nonPlgGrp counts, only when typed', () => {
    const input = toVisitInput('polygon', filled({ qtyPlgGrp: ' 12 ', qtyNonPlgGrp: '' }));
    expect(input.plgGrp).toBe(12);
    expect(input.nonPlgGrp).toBeUndefined();
    expect(input).not.toHaveProperty('qtyPlgGrp');
  });

  it('leaves empty texts and blank other series out, and trims the rest', () => {
    const input = toVisitInput(
      'polygon',
      filled({ notes: '  Busy Saturday.  ', equipmentText: '   ', otherSeriesList: [' Cargo bike ', ' '] }),
    );
    expect(input.notes).toBe('Busy Saturday.');
    expect(input.equipmentText).toBeUndefined();
    expect(input.otherSeriesList).toEqual(['Cargo bike']);
  });

  it('makes what the server schema accepts', () => {
    const input = toVisitInput(
      'polygon',
      filled({ brandDomination: 'yes', qtyPlgGrp: '3', equipment: ['WORKSHOP'], notes: 'Line one\nLine two' }),
    );
    expect(visitInputSchema.safeParse(input).success).toBe(true);
  });
});

describe('validateVisitForm', () => {
  it('accepts a filled form', () => {
    expect(validateVisitForm(filled({ qtyPlgGrp: '12', notes: 'New posters, 2 bikes sold.\nCall back.' }))).toEqual({});
  });

  it('needs a customer', () => {
    expect(validateVisitForm(filled({ customer: '' })).customer).toBe(formMessages.required);
  });

  it("refuses letters in the floor quantities with '*Must Be Numeric', and too many with the range", () => {
    const errors = validateVisitForm(filled({ qtyPlgGrp: '12a', qtyNonPlgGrp: '-3' }));
    expect(errors.qtyPlgGrp).toBe('*Must Be Numeric');
    expect(errors.qtyNonPlgGrp).toBe('*Must Be Numeric');
    expect(validateVisitForm(filled({ qtyPlgGrp: '100001' })).qtyPlgGrp).toBe('Must be from 0 to 100000');
    expect(validateVisitForm(filled({ qtyPlgGrp: '999999' })).qtyPlgGrp).toBe(visitCountRangeMessage);
    expect(validateVisitForm(filled({ qtyPlgGrp: '100000', qtyNonPlgGrp: '0' }))).toEqual({});
  });

  it('takes digits only as a count is typed', () => {
    expect(['', '0', '12', '999999'].every(isVisitCountInput)).toBe(true);
    expect(['12a', '-3', '1.5', '1,5', ' 1', 'e5', '１２'].some(isVisitCountInput)).toBe(false);
  });

  it('applies the multi-line text rule to the notes and descriptions', () => {
    const errors = validateVisitForm(filled({ notes: 'Owner said <b>hi</b>', brandDisplayDescription: 'Two;three' }));
    expect(errors.notes).toBe(formMessages.text);
    expect(errors.brandDisplayDescription).toBe(formMessages.text);
    expect(validateVisitForm(filled({ notes: 'Line one\r\nLine two' })).notes).toBeUndefined();
  });
});

describe('visitInputSchema', () => {
  const base = toVisitInput('polygon', filled({ customer: '1000:1000001', brandDisplay: ['POLYGON'] }));

  it('refuses an empty equipment list (it is sent only when not empty)', () => {
    expect(visitInputSchema.safeParse({ ...base, equipment: [] }).success).toBe(false);
  });

  it('refuses negative or fractional floor quantities', () => {
    expect(visitInputSchema.safeParse({ ...base, plgGrp: -1 }).success).toBe(false);
    expect(visitInputSchema.safeParse({ ...base, plgGrp: 1.5 }).success).toBe(false);
  });

  it('refuses an unknown brand family', () => {
    expect(visitInputSchema.safeParse({ ...base, brand: 'giant' }).success).toBe(false);
  });
});

describe('which user areas open which visit form (the menu rule, src/shared/access/menu.ts)', () => {
  const us = { sorg: '1000', limitation: 'salesman' };
  const idn = { sorg: '2000', limitation: 'sales_office' };

  it('opens polygon for any sales area and WIM only for one in sorg 2000', () => {
    expect(openVisitBrands([us])).toEqual(['polygon']);
    expect(openVisitBrands([us, idn])).toEqual(['polygon', 'wim']);
    expect(isVisitBrandOpen('wim', [{ sorg: '2000', limitation: 'sales_group' }])).toBe(true);
  });

  it("opens both for the admin's 'all' in sorg 2000, neither for customers, vendors and auditors", () => {
    expect(openVisitBrands([{ sorg: '2000', limitation: 'all' }])).toEqual(['polygon', 'wim']);
    expect(openVisitBrands([{ sorg: '1000', limitation: 'all' }])).toEqual(['polygon']);
    for (const limitation of ['customer', 'cust_vendor', 'audit']) {
      expect(openVisitBrands([{ sorg: '2000', limitation }])).toEqual([]);
    }
  });

  it('files a visit under the WIM sorg for WIM, else a sorg where the rep works, else the first', () => {
    expect(visitSorgFor('wim', ['1000', '2000'], [us, idn])).toBe('2000');
    expect(visitSorgFor('wim', ['1000'], [us, idn])).toBeUndefined();
    expect(visitSorgFor('polygon', ['3000', '1000'], [us])).toBe('1000');
    expect(visitSorgFor('polygon', ['3000'], [us])).toBe('3000');
    expect(visitSorgFor('polygon', [], [us])).toBeUndefined();
  });
});

describe('the visit list filters', () => {
  it('dates a visit in its sorg time zone', () => {
    // 23:30 UTC on 1 March is 06:30 on 2 March in Jakarta, and 17:30 on 1 March in Chicago.
    const at = new Date('2026-03-01T23:30:00Z');
    expect(visitDayOf(at, '2000')).toBe('2026-03-02');
    expect(visitDayOf(at, '1000')).toBe('2026-03-01');
    expect(visitDayOf(at, '9999')).toBe('2026-03-01');
  });

  it('knows real days', () => {
    expect(isVisitDay('2026-02-28')).toBe(true);
    expect(isVisitDay('2026-02-29')).toBe(false);
    expect(isVisitDay('2026-2-1')).toBe(false);
  });

  it('refuses a range over 30 days with the shared message, and accepts 30 days', () => {
    expect(visitListFilterProblem({ from: '2026-01-01', to: '2026-02-01' })).toBe(formMessages.dateRange);
    expect(visitListFilterProblem({ from: '2026-02-01', to: '2026-01-01' })).toBe(formMessages.dateRange);
    expect(visitListFilterProblem({ from: '2026-01-01', to: '2026-01-31' })).toBeUndefined();
    expect(isVisitDateRangeValid('2026-01-01', '2026-01-31')).toBe(true);
  });

  it('needs both ends of a range, real days, and the page sizes 10 or 20', () => {
    expect(visitListFilterProblem({ from: '2026-01-01' })).toBe('Give both from and to, or neither');
    expect(visitListFilterProblem({ date: '2026-13-01' })).toBe('date must be a day written YYYY-MM-DD');
    expect(visitListFilterProblem({ from: 'yesterday', to: '2026-01-02' })).toBe(
      'from and to must be days written YYYY-MM-DD',
    );
    expect(visitListFilterProblem({ limit: 50 })).toBe('limit must be 10 or 20');
    expect(visitListFilterProblem({ limit: 20, page: 0 })).toBe('page must be a whole number from 1');
    expect(visitListFilterProblem({ custCodes: Array.from({ length: 101 }, (_, i) => String(i)) })).toMatch(
      /at most 100/,
    );
    expect(visitListFilterProblem({ limit: 10, page: 3, date: '2026-01-05' })).toBeUndefined();
  });
});

describe('planVisitPhotos: keep, replace and remove photo slots', () => {
  const current = [
    { slot: 'frontShop1', uploadId: 'a' },
    { slot: 'frontShop2', uploadId: 'b' },
    { slot: 'displayBanner', uploadId: 'c' },
  ] as const;

  it('keeps slots not named, replaces a named slot and empties one named with null', () => {
    const plan = planVisitPhotos(current, [
      { slot: 'frontShop2', uploadId: 'd' },
      { slot: 'displayBanner', uploadId: null },
      { slot: 'displayShop1', uploadId: 'e' },
    ]);
    expect(plan.photos).toEqual([
      { slot: 'frontShop1', uploadId: 'a' },
      { slot: 'frontShop2', uploadId: 'd' },
      { slot: 'displayShop1', uploadId: 'e' },
    ]);
    expect(plan.added).toEqual(['d', 'e']);
    expect(plan.released.sort()).toEqual(['b', 'c']);
    expect(plan.problems).toEqual([]);
  });

  it('moves a photo to another slot without releasing it, and naming the same photo again changes nothing', () => {
    const moved = planVisitPhotos(current, [
      { slot: 'frontShop1', uploadId: null },
      { slot: 'frontShop3', uploadId: 'A' },
    ]);
    expect(moved.photos.map((p) => `${p.slot}=${p.uploadId}`)).toEqual([
      'frontShop2=b',
      'frontShop3=a',
      'displayBanner=c',
    ]);
    expect(moved.added).toEqual([]);
    expect(moved.released).toEqual([]);
    const same = planVisitPhotos(current, [{ slot: 'frontShop1', uploadId: 'a' }]);
    expect(same.added).toEqual([]);
    expect(same.released).toEqual([]);
  });

  it('refuses an unknown slot, a slot named twice and one photo in two slots', () => {
    const plan = planVisitPhotos(current, [
      { slot: 'backShop1', uploadId: 'x' },
      { slot: 'displayShop2', uploadId: 'y' },
      { slot: 'displayShop2', uploadId: 'z' },
      { slot: 'displayPoster', uploadId: 'a' },
    ]);
    expect(plan.problems).toEqual([
      { index: 0, message: visitFormMessages.unknownSlot },
      { index: 2, message: visitFormMessages.slotTwice },
      { index: 3, message: visitFormMessages.photoInTwoSlots },
    ]);
  });

  it('starts from no photos for a create', () => {
    const plan = planVisitPhotos(
      [],
      [
        { slot: 'frontShop1', uploadId: 'p' },
        { slot: 'frontShop2', uploadId: null },
      ],
    );
    expect(plan.photos).toEqual([{ slot: 'frontShop1', uploadId: 'p' }]);
    expect(plan.added).toEqual(['p']);
  });
});

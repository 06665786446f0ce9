import { describe, expect, it } from 'vitest';
import { orderListFilterSchema, safeTrackingUrl } from './order-list';

function problems(filter: Record<string, unknown>): Record<string, string[]> {
  const result = orderListFilterSchema.safeParse(filter);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('orderListFilterSchema', () => {
  it('defaults to the first page of 10', () => {
    expect(orderListFilterSchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it('filters by statuses, payment, days, PO and order number', () => {
    const filter = {
      statuses: ['OPEN', 'PARTIALLY_SHIPPED'],
      payment: 'ON_PROCESSING',
      from: '2026-01-01',
      to: '2026-11-21',
      custPoNo: ' PO-7 ',
      orderNo: 'B2B-1000',
      page: 3,
      limit: 20,
    };
    expect(orderListFilterSchema.parse(filter)).toEqual({ ...filter, custPoNo: 'PO-7' });
  });

  it('takes a long placing range (the 30-day limit is the deliveries’ rule), but not a reversed or half one', () => {
    expect(problems({ from: '2025-01-01', to: '2026-11-21' })).toEqual({});
    expect(problems({ from: '2026-11-22', to: '2026-11-21' })).toEqual({
      from: ['The start date must not be after the end date'],
    });
    expect(problems({ from: '2026-11-22' })).toEqual({ to: ['Give both dates, or neither'] });
    expect(problems({ to: '2026-11-22' })).toEqual({ from: ['Give both dates, or neither'] });
    expect(problems({ from: '2026-11-31', to: '2026-12-01' })).toEqual({ from: ['Must be a date written YYYY-MM-DD'] });
  });

  it('refuses an unknown status or payment filter, page sizes other than 10 and 20, page 0', () => {
    expect(Object.keys(problems({ statuses: ['Processing'] }))).toEqual(['statuses.0']);
    expect(Object.keys(problems({ payment: 'WAITING' }))).toEqual(['payment']);
    expect(problems({ limit: 25 })).toEqual({ limit: ['limit must be 10 or 20'] });
    expect(Object.keys(problems({ page: 0 }))).toEqual(['page']);
  });

  it('limits the PO search to the PO number’s 35 characters', () => {
    expect(problems({ custPoNo: 'P'.repeat(36) })).toEqual({ custPoNo: ['Must be at most 35 characters'] });
  });
});

describe('safeTrackingUrl', () => {
  it('keeps absolute https links', () => {
    expect(safeTrackingUrl('https://track.example.com/DO-1?x=1')).toBe('https://track.example.com/DO-1?x=1');
    expect(safeTrackingUrl('  https://track.example.com/a b ')).toBe('https://track.example.com/a%20b');
  });

  it('refuses anything else', () => {
    for (const value of [
      'http://track.example.com/DO-1',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//track.example.com/DO-1',
      '/track/DO-1',
      'https://user:pw@track.example.com/',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(safeTrackingUrl(value), String(value)).toBeNull();
    }
  });
});

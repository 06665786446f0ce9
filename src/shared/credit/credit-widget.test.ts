import { describe, expect, it } from 'vitest';
import {
  accountStatus,
  balanceLabel,
  BLOCKED_REASONS,
  creditWidgetState,
  NoCreditInformationError,
  requireCreditInformation,
  selectedCompanyCode,
  type CreditInformationItem,
  type CreditWidgetOptions,
} from './credit-widget';
import { blockedReasonText } from './open-to-buy';

function company(code: string, reasonBlocked: string | null = null): CreditInformationItem {
  return {
    company: { code, name: `Company ${code}` },
    currency: 'USD',
    creditLimit: 1_000_000,
    balance: 400_000,
    creditExposure: 600_000,
    openInvoice: 350_000,
    openDO: 150_000,
    consignment: 100_000,
    reasonBlocked,
  };
}

const options: CreditWidgetOptions = {
  hostname: 'shop.example.com',
  openToBuyHostnames: ['b2b.example.us'],
  creditStatusBlockedReason: true,
  creditStatusUsage: false,
};

describe('blocked reasons as text (spec 01 §8)', () => {
  it('words each code as the spec does', () => {
    expect(BLOCKED_REASONS.map(blockedReasonText)).toEqual([
      'limit exceeded',
      'too many invoices overdue more than 30 days',
      'oldest invoice overdue',
      'blocked from another company',
    ]);
  });
});

describe('accountStatus', () => {
  it('is red if any company has a blocked reason, else green', () => {
    expect(accountStatus([company('A'), company('B')])).toBe('green');
    expect(accountStatus([company('A'), company('B', 'other_company_blocked')])).toBe('red');
    expect(accountStatus([company('A', '  ')])).toBe('green');
    expect(accountStatus([])).toBe('green');
  });
});

describe('selectedCompanyCode', () => {
  const items = [company('A'), company('B')];

  it('selects the first company once data loads', () => {
    expect(selectedCompanyCode(items)).toBe('A');
    expect(selectedCompanyCode(items, null)).toBe('A');
  });

  it('keeps the selection while it is still listed, else falls back to the first', () => {
    expect(selectedCompanyCode(items, 'B')).toBe('B');
    expect(selectedCompanyCode(items, 'Z')).toBe('A');
    expect(selectedCompanyCode([], 'B')).toBeNull();
  });
});

describe('balanceLabel', () => {
  it("says 'open to buy' on the listed hosts, whatever the case, port or trailing dot", () => {
    expect(balanceLabel('b2b.example.us', ['b2b.example.us'])).toBe('open to buy');
    expect(balanceLabel('B2B.Example.US:8443', ['b2b.example.us.'])).toBe('open to buy');
    expect(balanceLabel('shop.example.com', ['b2b.example.us'])).toBe('balance');
    expect(balanceLabel('shop.example.com', [])).toBe('balance');
  });
});

describe('empty credit information (spec 01 §8)', () => {
  it("throws 'No data found for credit information.'", () => {
    expect(() => requireCreditInformation([])).toThrow(NoCreditInformationError);
    expect(() => requireCreditInformation(null)).toThrow('No data found for credit information.');
    expect(requireCreditInformation([company('A')])).toHaveLength(1);
  });

  it('gives a cleared widget with the message', () => {
    const state = creditWidgetState([], options);
    expect(state).toMatchObject({
      empty: true,
      message: 'No data found for credit information.',
      companies: [],
      selected: null,
      current: null,
      usage: null,
      status: 'green',
    });
    expect(creditWidgetState(undefined, options).empty).toBe(true);
  });
});

describe('creditWidgetState', () => {
  it('is green with the first company selected and no reason when nothing is blocked', () => {
    const state = creditWidgetState([company('A'), company('B')], options);
    expect(state).toMatchObject({
      empty: false,
      message: null,
      status: 'green',
      statusColour: '#4CAF50',
      selected: 'A',
      balanceLabel: 'balance',
      balanceColour: null,
      reasonText: null,
    });
    expect(state.current?.company.code).toBe('A');
  });

  it('is red when another company than the selected one is blocked, the selected balance keeping its colour', () => {
    const state = creditWidgetState([company('A'), company('B', 'limit_exceeded')], options);
    expect(state.status).toBe('red');
    expect(state.statusColour).toBe('#FF2800');
    expect(state.balanceColour).toBeNull();
    expect(state.companies.map((c) => [c.code, c.blocked, c.reasonText])).toEqual([
      ['A', false, null],
      ['B', true, 'limit exceeded'],
    ]);
  });

  it('colours the balance and shows the reason of a blocked selected company with creditStatusBlockedReason', () => {
    const items = [company('A', 'overdue_over_limit')];
    const on = creditWidgetState(items, options);
    expect(on.balanceColour).toBe('#FF2800');
    expect(on.reasonText).toBe('too many invoices overdue more than 30 days');
    const off = creditWidgetState(items, { ...options, creditStatusBlockedReason: false });
    expect(off.balanceColour).toBeNull();
    expect(off.reasonText).toBeNull();
    expect(off.status).toBe('red');
  });

  it('writes an older free-text reason as the ERP wrote it', () => {
    const state = creditWidgetState([company('A', 'Manual block by finance')], options);
    expect(state.reasonText).toBe('Manual block by finance');
  });

  it('shows the detailed table of the selected company with creditStatusUsage', () => {
    const items = [company('A'), { ...company('B'), creditLimit: 5 }];
    expect(creditWidgetState(items, options).usage).toBeNull();
    const state = creditWidgetState(items, { ...options, creditStatusUsage: true, selected: 'B' });
    expect(state.usage).toEqual([
      { label: 'Credit limit', value: 5 },
      { label: 'Credit exposure', value: 600_000 },
      { label: 'Open invoice', value: 350_000 },
      { label: 'Open DO', value: 150_000 },
      { label: 'Consignment', value: 100_000 },
    ]);
  });

  it("says 'open to buy' on a listed host", () => {
    const state = creditWidgetState([company('A')], { ...options, hostname: 'b2b.example.us' });
    expect(state.balanceLabel).toBe('open to buy');
  });
});

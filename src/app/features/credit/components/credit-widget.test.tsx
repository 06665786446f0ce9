import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  renderUi,
  storeTestSession,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import { configSchema } from '../../../lib/config';
import { queryKeys } from '../../../lib/query-keys';
import { CreditWidget } from './credit-widget';

interface Figures {
  code: string;
  creditLimit: number;
  creditExposure: number;
  reasonBlocked?: string | null;
}

let figures: Figures[] = [];

function answer(f: Figures) {
  return {
    company: { code: f.code, name: `${f.code} Holding` },
    sorg: '1000',
    sorgs: ['1000'],
    custCode: '1000001',
    currency: 'USD',
    creditLimit: f.creditLimit,
    balance: 0,
    creditExposure: f.creditExposure,
    openInvoice: 300,
    openDO: 200,
    consignment: 100,
    creditControl: 'CC01',
    reasonBlocked: f.reasonBlocked ?? null,
  };
}

function setup(config: { creditStatusUsage?: boolean; creditStatusBlockedReason?: boolean } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.config.host(location.hostname), configSchema.parse({ sorg: '1000', ...config }));
  return renderUi(<CreditWidget locale="en-us" />, { queryClient, path: '/en-us' });
}

beforeEach(() => {
  storeTestSession();
  sessionStorage.clear();
  figures = [];
  stubFetch((call) =>
    call.operation === 'CreditWidget'
      ? jsonResponse(200, { data: { creditInformation: figures.map(answer) } })
      : jsonResponse(404, {}),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function widget() {
  const button = await screen.findByTestId('credit-widget');
  await waitFor(() => {
    expect(button.getAttribute('aria-label')).toContain(',');
  });
  return button;
}

describe('CreditWidget', () => {
  it('is green with the first company’s open to buy (limit − exposure) as its balance', async () => {
    figures = [
      { code: 'A', creditLimit: 100_000, creditExposure: 40_000 },
      { code: 'B', creditLimit: 50_000, creditExposure: 0 },
    ];
    setup();
    const button = await widget();
    expect(button.getAttribute('data-status')).toBe('green');
    expect(button.getAttribute('aria-label')).toBe('Credit: Account in good standing, balance $600.00');
    expect(screen.getByTestId('credit-widget-balance').style.color).toBe('');
  });

  it('is red when another company is blocked; the balance turns red only for a blocked selected company', async () => {
    figures = [
      { code: 'A', creditLimit: 100_000, creditExposure: 40_000 },
      { code: 'B', creditLimit: 50_000, creditExposure: 60_000, reasonBlocked: 'limit_exceeded' },
    ];
    setup({ creditStatusBlockedReason: true });
    const button = await widget();
    expect(button.getAttribute('data-status')).toBe('red');
    expect(screen.getByTestId('credit-widget-balance').style.color).toBe('');

    fireEvent.click(button);
    const menu = await screen.findByTestId('credit-widget-menu');
    const companies = within(menu).getAllByTestId('credit-widget-company');
    expect(companies.map((c) => c.getAttribute('data-company'))).toEqual(['A', 'B']);
    const blocked = companies.find((c) => c.getAttribute('data-company') === 'B');
    if (!blocked) throw new Error('company B is not listed');
    expect(within(blocked).getByText('limit exceeded')).toBeTruthy();
    fireEvent.click(blocked);
    await waitFor(() => {
      expect(screen.getByTestId('credit-widget-balance').textContent).toBe('-$100.00');
    });
    expect(screen.getByTestId('credit-widget-balance').style.color).toBe('rgb(255, 40, 0)');
    expect(within(menu).getByTestId('credit-widget-reason').textContent).toBe('limit exceeded');
    expect(sessionStorage.getItem('portal.credit.selected-company')).toBe('B');
  });

  it('keeps the balance’s colour and hides the reason without creditStatusBlockedReason', async () => {
    figures = [{ code: 'B', creditLimit: 50_000, creditExposure: 0, reasonBlocked: 'oldest_ar_blocked' }];
    setup();
    const button = await widget();
    expect(button.getAttribute('data-status')).toBe('red');
    expect(screen.getByTestId('credit-widget-balance').style.color).toBe('');
    fireEvent.click(button);
    await screen.findByTestId('credit-widget-menu');
    expect(screen.queryByTestId('credit-widget-reason')).toBeNull();
    expect(screen.queryByText('oldest invoice overdue')).toBeNull();
  });

  it('shows the detailed table with creditStatusUsage', async () => {
    figures = [{ code: 'A', creditLimit: 100_000, creditExposure: 40_000 }];
    setup({ creditStatusUsage: true });
    fireEvent.click(await widget());
    const table = await screen.findByTestId('credit-widget-usage');
    expect([...table.querySelectorAll('tr')].map((row) => row.textContent)).toEqual([
      'Credit limit$1,000.00',
      'Credit exposure$400.00',
      'Open invoice$3.00',
      'Open DO$2.00',
      'Consignment$1.00',
    ]);
  });

  it("says 'No data found for credit information.' and lists no company when there is none", async () => {
    setup({ creditStatusUsage: true });
    const button = await screen.findByTestId('credit-widget');
    await waitFor(() => {
      expect(button.getAttribute('aria-label')).toBe('Credit: Account in good standing');
    });
    expect(screen.queryByTestId('credit-widget-balance')).toBeNull();
    fireEvent.click(button);
    expect((await screen.findByTestId('credit-widget-empty')).textContent).toBe(
      'No data found for credit information.',
    );
    expect(screen.queryAllByTestId('credit-widget-company')).toHaveLength(0);
  });
});

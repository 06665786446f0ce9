import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  type RecordedCall,
  renderUi,
  storeTestSession,
  stubFetch,
  createTestQueryClient,
} from '../../../../../tests/support/render-ui';
import { configQuery, configSchema } from '../../../lib/config';
import { closeCustomerDialog, openCustomerDialog } from '../../../domain/customer/customer-dialog';
import { queryKeys } from '../../../lib/query-keys';
import { readSession } from '../../../lib/session';
import { clearUnsavedChanges, registerUnsavedChanges } from '../../../lib/session-status';
import { enqueue } from '../../../../browser/outbox';
import { localDb } from '../../../../browser/local-db';
import { leavePageAfterSwitch } from '../leave-page';
import { rememberRecentCustomer } from '../recent-customers';
import { CustomerChip } from './customer-chip';
import { CustomerDialog } from './customer-dialog';

vi.mock('../leave-page', () => ({ leavePageAfterSwitch: vi.fn(), pageAfterSwitch: vi.fn() }));

const TOTAL = 45;
const customers = Array.from({ length: TOTAL }, (_, index) => {
  const n = String(index + 1).padStart(3, '0');
  return {
    id: `ISR${n}`,
    custName: `Bike Shop ${n}`,
    custCode: { unified: `U${n}`, isr: `ISR${n}`, r3: `R3${n}` },
    custAddress: `${n} Main Street`,
    custCity: index % 2 === 0 ? 'Portland' : 'Denver',
    custEmail: `shop${n}@example.test`,
    custPhone: `5550${n}`,
    custAreas: [{ sorg: '1000', custGroup: index % 3 === 0 ? 'Gold' : 'Silver' }],
  };
});

function salesUser(active: (typeof customers)[number] | null, scopes = ['menu.change-cust']) {
  return {
    id: 7,
    name: 'Sam Sales',
    username: 'sales',
    scopes,
    isSales: true,
    isCustomer: false,
    isCustVendor: false,
    customerData: active
      ? {
          id: active.id,
          custName: active.custName,
          custCode: active.custCode,
          custAddress: active.custAddress,
          custCity: active.custCity,
          custEmail: active.custEmail,
          custPhone: active.custPhone,
        }
      : null,
  };
}

interface ListVariables {
  search: string | null;
  page: number;
  limit: number;
}

function listAnswer({ search, page, limit }: ListVariables, all = customers) {
  const term = (search ?? '').toLowerCase();
  const found = all.filter((c) => term === '' || `${c.custName} ${c.custCity} ${c.id}`.toLowerCase().includes(term));
  return jsonResponse(200, {
    data: {
      salesCustomers: {
        items: found.slice((page - 1) * limit, page * limit),
        info: { page, count: found.length, pageTotal: Math.max(1, Math.ceil(found.length / limit)) },
      },
    },
  });
}

let calls: RecordedCall[] = [];
const listCalls = () => calls.filter((c) => c.operation === 'CustomersDialogList');

function serveCustomers(all = customers, changeCust: (id: string) => Response = () => jsonResponse(404)) {
  calls = stubFetch((call) => {
    if (call.operation === 'CustomersDialogList') return listAnswer(call.variables as unknown as ListVariables, all);
    const change = /\/api\/change-cust\/(.+)$/.exec(call.url);
    if (change && call.method === 'POST') return changeCust(decodeURIComponent(change[1] ?? ''));
    return jsonResponse(404, { message: 'Not found' });
  });
}

function setup({
  user = salesUser(customers[4] ?? null),
  config = {},
}: { user?: ReturnType<typeof salesUser>; config?: Record<string, unknown> } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session.user(), user);
  queryClient.setQueryData(configQuery().queryKey, configSchema.parse({ sorg: '1000', ...config }));
  return renderUi(
    <>
      <CustomerChip />
      <CustomerDialog />
    </>,
    { queryClient },
  );
}

/** The whole row of the customer named `name` (its list item). */
function rowOf(scope: HTMLElement, name: string): HTMLElement {
  const row = within(scope).getByText(name).closest<HTMLElement>('[role="listitem"]');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The row's choosing button (code, name, city) that shows `name`. */
function cardOf(scope: HTMLElement, name: string): HTMLButtonElement {
  const card = within(scope).getByText(name).closest('button');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  localStorage.clear();
  storeTestSession();
  setOnline(true);
  serveCustomers();
});

afterEach(() => {
  act(() => {
    closeCustomerDialog();
  });
  vi.unstubAllGlobals();
  vi.mocked(leavePageAfterSwitch).mockClear();
});

async function openDialog() {
  act(() => {
    openCustomerDialog();
  });
  return screen.findByRole('dialog', { name: 'Select a customer' });
}

describe('CustomerDialog, card list', () => {
  it('shows 10 customers per page with 4 page buttons, and pages and page sizes ask the server', async () => {
    setup();
    const dialog = await openDialog();
    const list = await within(dialog).findByRole('list', { name: 'Customers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByText('45 customers')).toBeTruthy();
    const pages = within(dialog).getAllByRole('button', { name: /^Page \d+$/ });
    expect(pages.map((b) => b.textContent)).toEqual(['1', '2', '3', '4']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Page 3' }));
    await within(dialog).findByText('Bike Shop 021');
    expect(listCalls().at(-1)?.variables).toEqual({ search: null, page: 3, limit: 10 });
    // The window moves with the current page: 2 3 4 5.
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3', '4', '5']);

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Customers per page' }), {
      target: { value: '25' },
    });
    await waitFor(() => {
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(25);
    });
    expect(listCalls().at(-1)?.variables).toEqual({ search: null, page: 1, limit: 25 });
  });

  it('shows name, code, address, city, e-mail, phone and, when configured, the group', async () => {
    setup({ config: { custGroupOnCustSelect: true } });
    const dialog = await openDialog();
    await within(dialog).findByText('Bike Shop 001');
    // The compact row chooses: code, name and city.
    expect(cardOf(dialog, 'Bike Shop 001').textContent).toBe('ISR001Bike Shop 001Portland');
    // The rest is on the row's second line (the host's telpCode defaults to +62: the phone is formatted with it).
    const text = rowOf(dialog, 'Bike Shop 001').textContent;
    for (const part of ['001 Main Street', 'shop001@example.test', '+62 555 0001', 'Customer group: Gold']) {
      expect(text).toContain(part);
    }
    const call = within(rowOf(dialog, 'Bike Shop 001')).getByRole('link', { name: '+62 555 0001' });
    expect(call.getAttribute('href')).toBe('tel:+625550001');
  });

  it("formats the phone by the host's telpCode: +1 shows the same number differently", async () => {
    setup({ config: { telpCode: '+1' } });
    const dialog = await openDialog();
    await within(dialog).findByText('Bike Shop 001');
    const call = within(rowOf(dialog, 'Bike Shop 001')).getByRole('link', { name: '+1 555 0001' });
    expect(call.getAttribute('href')).toBe('tel:+15550001');
    expect(within(dialog).queryByText('+62 555 0001')).toBeNull();
  });

  it('on a phone, opens a row to show its second line', async () => {
    setup();
    const dialog = await openDialog();
    await within(dialog).findByText('Bike Shop 001');
    const toggle = within(rowOf(dialog, 'Bike Shop 001')).getByRole('button', { name: 'Details of Bike Shop 001' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const card = toggle.closest('[data-choosable]');
    expect(card?.hasAttribute('data-open')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(card?.hasAttribute('data-open')).toBe(true);
    // Opening is not choosing.
    expect(calls.some((c) => c.url.includes('/change-cust/'))).toBe(false);
  });

  it('hides the group when custGroupOnCustSelect is off', async () => {
    setup({ config: { custGroupOnCustSelect: false } });
    const dialog = await openDialog();
    await within(dialog).findByText('Bike Shop 001');
    expect(within(dialog).queryByText(/Customer group/)).toBeNull();
  });

  it('searches 450 ms after the last key, once, from page 1', async () => {
    setup();
    const dialog = await openDialog();
    await within(dialog).findByText('Bike Shop 001');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await within(dialog).findByText('Bike Shop 011');
    const before = listCalls().length;
    const search = within(dialog).getByRole('searchbox', { name: 'Search customers' });
    for (const value of ['D', 'De', 'Den', 'Denv']) fireEvent.change(search, { target: { value } });
    const typedAt = Date.now();

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listCalls().length).toBe(before);
    await waitFor(() => {
      expect(listCalls().length).toBe(before + 1);
    });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(440);
    expect(listCalls().at(-1)?.variables).toEqual({ search: 'Denv', page: 1, limit: 10 });
    // The query's AbortSignal travels with the request, so a superseded search can be cancelled.
    expect(listCalls().at(-1)?.signal).toBeInstanceOf(AbortSignal);
    await waitFor(() => {
      expect(within(dialog).getByText('Bike Shop 002')).toBeTruthy();
    });
    expect(within(dialog).queryByText('Bike Shop 001')).toBeNull();
  });

  it('says so when a search finds nothing', async () => {
    setup();
    const dialog = await openDialog();
    await within(dialog).findByText('Bike Shop 001');
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search customers' }), {
      target: { value: 'Atlantis' },
    });
    expect(await within(dialog).findByText('No results', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('highlights the current customer and starts over on every opening', async () => {
    setup({ user: salesUser(customers[2] ?? null) });
    let dialog = await openDialog();
    await within(dialog).findByText('Bike Shop 003');
    const current = cardOf(dialog, 'Bike Shop 003');
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(within(rowOf(dialog, 'Bike Shop 003')).getByText('Current')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search customers' }), {
      target: { value: 'Denver' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    dialog = await openDialog();
    expect(within(dialog).getByRole<HTMLInputElement>('searchbox', { name: 'Search customers' }).value).toBe('');
  });

  it('switches: change-cust, new tokens stored, the page left; the chip waits meanwhile', async () => {
    serveCustomers(customers, () =>
      jsonResponse(200, { accessToken: 'switched-access', refreshToken: 'switched-refresh', expiresIn: 900 }),
    );
    setup();
    const dialog = await openDialog();
    await within(dialog).findByText('Bike Shop 009');
    fireEvent.click(cardOf(dialog, 'Bike Shop 009'));

    await waitFor(() => {
      expect(leavePageAfterSwitch).toHaveBeenCalledOnce();
    });
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/change-cust/ISR009'))).toBe(true);
    expect(readSession()?.accessToken).toBe('switched-access');
    expect(screen.getByText('Switching customer…')).toBeTruthy();
    expect(screen.getByText('please wait')).toBeTruthy();
    // The new customer joins the recently used ones.
    expect(JSON.parse(localStorage.getItem('portal.recent-customers.7') ?? '[]')).toMatchObject([{ id: 'ISR009' }]);
  });

  it('with items waiting to be sent, asks first; Stay keeps the customer and closes the dialogs', async () => {
    await Promise.all(localDb().tables.map((table) => table.clear()));
    await enqueue({
      userId: '7',
      actingFor: { r3: 'R3005', isr: 'ISR005' },
      kind: 'consumer-voice',
      input: { message: 'queued' },
      label: 'queued',
    });
    setup();
    const dialog = await openDialog();
    await within(dialog).findByText('Bike Shop 009');
    fireEvent.click(cardOf(dialog, 'Bike Shop 009'));

    const warning = await screen.findByRole('dialog', { name: 'Switch customer now?' });
    expect(
      within(warning).getByText(
        '1 item is waiting to be sent. It stays queued and is sent for the customer it was made for.',
      ),
    ).toBeTruthy();
    expect(within(warning).queryByText('A form on this page has changes that are not saved yet.')).toBeNull();
    fireEvent.click(within(warning).getByRole('button', { name: 'Stay' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(calls.some((c) => c.url.includes('/change-cust/'))).toBe(false);
    expect(leavePageAfterSwitch).not.toHaveBeenCalled();
    await Promise.all(localDb().tables.map((table) => table.clear()));
  });

  it('with a form holding unsaved input, asks first; Switch anyway switches', async () => {
    await Promise.all(localDb().tables.map((table) => table.clear()));
    serveCustomers(customers, () =>
      jsonResponse(200, { accessToken: 'switched-access', refreshToken: 'switched-refresh', expiresIn: 900 }),
    );
    registerUnsavedChanges('visit-form');
    try {
      setup();
      const dialog = await openDialog();
      await within(dialog).findByText('Bike Shop 009');
      fireEvent.click(cardOf(dialog, 'Bike Shop 009'));
      const warning = await screen.findByRole('dialog', { name: 'Switch customer now?' });
      expect(within(warning).getByText('A form on this page has changes that are not saved yet.')).toBeTruthy();
      expect(calls.some((c) => c.url.includes('/change-cust/'))).toBe(false);
      fireEvent.click(within(warning).getByRole('button', { name: 'Switch anyway' }));
      await waitFor(() => {
        expect(leavePageAfterSwitch).toHaveBeenCalledOnce();
      });
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/change-cust/ISR009'))).toBe(true);
    } finally {
      clearUnsavedChanges('visit-form');
    }
  });

  it('a refused switch says so and keeps the dialog open', async () => {
    setup();
    const dialog = await openDialog();
    await within(dialog).findByText('Bike Shop 009');
    fireEvent.click(cardOf(dialog, 'Bike Shop 009'));
    expect(await screen.findByText('Failed change customer, please try again')).toBeTruthy();
    expect(leavePageAfterSwitch).not.toHaveBeenCalled();
    expect(readSession()?.accessToken).toBe('test-access');
    expect(screen.getByRole('dialog', { name: 'Select a customer' })).toBeTruthy();
  });

  it('offline, switching is disabled and says why', async () => {
    setup();
    const dialog = await openDialog();
    await within(dialog).findByText('Bike Shop 001');
    setOnline(false);
    expect(within(dialog).getByText('Switching customers needs a connection')).toBeTruthy();
    const card = cardOf(dialog, 'Bike Shop 009');
    expect(card.disabled).toBe(true);
    fireEvent.click(card);
    expect(calls.some((c) => c.url.includes('/change-cust/'))).toBe(false);

    setOnline(true);
    // Back online counts once the server answers the connectivity check.
    await waitFor(() => {
      expect(within(dialog).queryByText('Switching customers needs a connection')).toBeNull();
    });
    expect(cardOf(dialog, 'Bike Shop 009').disabled).toBe(false);
  });

  it('lists the last customers used at the top', async () => {
    rememberRecentCustomer('7', {
      id: 'ISR030',
      code: 'ISR030',
      name: 'Bike Shop 030',
      address: '',
      city: '',
      email: '',
      phone: '',
    });
    rememberRecentCustomer('7', {
      id: 'ISR040',
      code: 'ISR040',
      name: 'Bike Shop 040',
      address: '',
      city: '',
      email: '',
      phone: '',
    });
    setup();
    const dialog = await openDialog();
    const recent = within(dialog).getByRole('region', { name: 'Recently used' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.getAttribute('title')),
    ).toEqual(['ISR040 Bike Shop 040', 'ISR030 Bike Shop 030']);
  });
});

describe('CustomerDialog, opening by itself', () => {
  it('opens when a page needs a customer and the list has some', async () => {
    setup({ user: salesUser(null) });
    act(() => {
      openCustomerDialog({ required: true });
    });
    expect(await screen.findByRole('dialog', { name: 'Select a customer' })).toBeTruthy();
  });

  it('stays closed when the list is empty', async () => {
    serveCustomers([]);
    setup({ user: salesUser(null) });
    act(() => {
      openCustomerDialog({ required: true });
    });
    await waitFor(() => {
      expect(listCalls().length).toBeGreaterThan(0);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown to users who are neither sales, customer nor customer vendor', async () => {
    setup({ user: { ...salesUser(null), isSales: false } });
    act(() => {
      openCustomerDialog();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without menu.change-cust shows only the own customer, with no list', async () => {
    const dealer = { ...salesUser(customers[0] ?? null, []), isSales: false, isCustomer: true };
    setup({ user: dealer });
    const dialog = await openDialog();
    expect(within(dialog).getByText('Bike Shop 001')).toBeTruthy();
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    expect(listCalls()).toHaveLength(0);
  });
});

describe('CustomerDialog, older radio table', () => {
  const oldList = { features: { newCustomerSelectionList: false } };

  it('preselects the current customer and applies another one', async () => {
    serveCustomers(customers, () =>
      jsonResponse(200, { accessToken: 'switched-access', refreshToken: 'switched-refresh', expiresIn: 900 }),
    );
    setup({ config: oldList, user: salesUser(customers[1] ?? null) });
    const dialog = await openDialog();
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios).toHaveLength(10);
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Bike Shop 002' }).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Bike Shop 006' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(leavePageAfterSwitch).toHaveBeenCalledOnce();
    });
    expect(calls.some((c) => c.url.endsWith('/change-cust/ISR006'))).toBe(true);
  });

  it('cannot be closed while the page needs a customer', async () => {
    setup({ config: oldList, user: salesUser(null) });
    act(() => {
      openCustomerDialog({ required: true });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select a customer' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Select a customer' })).toBeTruthy();
  });
});

describe('CustomerChip', () => {
  it("shows the active customer's code and name, and a change action when there are several", async () => {
    setup({ user: salesUser(customers[4] ?? null) });
    const chip = await screen.findByRole('button', { name: 'Customer ISR005 Bike Shop 005. Change customer' });
    expect(chip.getAttribute('title')).toBe('ISR005 Bike Shop 005');
    fireEvent.click(screen.getByRole('button', { name: 'Change customer' }));
    expect(await screen.findByRole('dialog', { name: 'Select a customer' })).toBeTruthy();
  });

  it("says 'select customer' when none is chosen, and opens the dialog", async () => {
    setup({ user: salesUser(null) });
    fireEvent.click(await screen.findByRole('button', { name: 'select customer' }));
    expect(await screen.findByRole('dialog', { name: 'Select a customer' })).toBeTruthy();
  });

  it('has no change action with a single customer', async () => {
    serveCustomers(customers.slice(0, 1));
    setup({ user: salesUser(customers[0] ?? null) });
    await screen.findByRole('button', { name: 'Customer ISR001 Bike Shop 001' });
    await waitFor(() => {
      expect(listCalls().length).toBeGreaterThan(0);
    });
    expect(screen.queryByRole('button', { name: 'Change customer' })).toBeNull();
  });

  it('is not there without menu.change-cust', () => {
    const dealer = { ...salesUser(customers[0] ?? null, []), isSales: false, isCustomer: true };
    setup({ user: dealer });
    expect(screen.queryByRole('button', { name: /customer/i })).toBeNull();
  });
});

describe('CustomerChip for users the dialog is not for', () => {
  it('an administrator with the scope sees the chip, but it opens nothing', async () => {
    setup({ user: { ...salesUser(null), isSales: false } });
    const chip = await screen.findByRole('button', { name: 'select customer' });
    fireEvent.click(chip);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderUi, stubFetch, storeTestSession } from '../../../../../tests/support/render-ui';
import { localDb } from '../../../../browser/local-db';
import { VisitForm } from './visit-form';

// The visit form's validation as the rep sees it (the shared rules and their messages, translated), and its
// draft: what was typed comes back after the page is left or reloaded.

vi.hoisted(() => {
  globalThis.Blob = process.getBuiltinModule('node:buffer').Blob as unknown as typeof Blob;
});

// Mantine's autosizing text areas listen for web fonts loading, which jsdom does not have.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

function answers() {
  return stubFetch(({ operation }) => {
    if (operation === 'VisitFormsCustomers') {
      return jsonResponse(200, {
        data: {
          formVisitSalesCustomers: [
            { custCode: '1000012', custName: 'Bluebird Sports', sorg: '1000', city: 'Denver', lastVisitAt: null },
          ],
        },
      });
    }
    if (operation === 'VisitFormsReferenceLists') {
      return jsonResponse(200, {
        data: {
          formVisitBrandDisplay: [{ code: 'POLYGON', name: 'Polygon' }],
          formVisitOtherMidRange: [{ code: 'TREK', name: 'Trek' }],
          formVisitEquipment: [{ code: 'WORKSHOP', name: 'Service workshop' }],
          formVisitSeries: [{ brand: 'Polygon', series: 'Siskiu' }],
        },
      });
    }
    return jsonResponse(400, { errors: [{ message: `unexpected ${String(operation)}` }] });
  });
}

const FORM_PATH = '/en-us/visit-form/polygon/create';

function renderForm(onSave = vi.fn(() => Promise.resolve()), actingCustomerCode: string | null = null) {
  const { router } = renderUi(
    <VisitForm
      brand="polygon"
      userId="7"
      editing={null}
      onSave={onSave}
      onCancel={vi.fn()}
      actingCustomerCode={actingCustomerCode}
    />,
    { path: FORM_PATH },
  );
  if (!router) throw new Error('The form renders inside a router');
  return { onSave, router };
}

beforeEach(async () => {
  localStorage.clear();
  storeTestSession();
  await Promise.all(localDb().tables.map((table) => table.clear()));
  answers();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VisitForm', () => {
  it('shows the shared rules under their fields: numbers as typed, the rest on save', async () => {
    const { onSave } = renderForm();
    const count = await screen.findByRole('textbox', { name: 'Polygon group bikes on the floor' });
    expect(count.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(count, { target: { value: '12' } });
    fireEvent.change(count, { target: { value: '12a' } });
    // Digits only: a letter is refused at once with the spec's message, and the field keeps its number.
    expect(await screen.findByText('*Must Be Numeric')).toBeTruthy();
    expect((count as HTMLInputElement).value).toBe('12');
    fireEvent.change(count, { target: { value: '999999' } });
    // A number too large says the range, not '*Must Be Numeric'.
    expect(await screen.findByText('Must be from 0 to 100,000')).toBeTruthy();
    expect(screen.queryByText('*Must Be Numeric')).toBeNull();
    expect(count.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(count, { target: { value: '1a' } });
    expect(await screen.findByText('*Must Be Numeric')).toBeTruthy();
    expect((count as HTMLInputElement).value).toBe('999999');

    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: 'Owner (new) is happy' } });
    expect(screen.queryByText(/Only number, alphabet/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save visit' }));

    expect(await screen.findByText('Check the marked fields.')).toBeTruthy();
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    expect(customer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required')).toBeTruthy();
    expect(
      screen.getByText("Only number, alphabet, dot, comma, dash, slash, 'and, colon, and space are allowed"),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(count, { target: { value: '12' } });
    await waitFor(() => {
      expect(screen.queryByText('*Must Be Numeric')).toBeNull();
    });
  });

  it('starts a new visit with the customer the rep acts for, when it is one of the visit customers', async () => {
    renderForm(undefined, '1000012');
    const customer = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Customer' });
    await waitFor(() => {
      expect(customer.value).toContain('Bluebird Sports');
    });
    cleanup();
    // A customer who is not in the brand's list leaves the field empty.
    renderForm(undefined, '5550000');
    const empty = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Customer' });
    await screen.findByRole('textbox', { name: 'Notes' });
    expect(empty.value).toBe('');
  });

  it('lets a draft win over the acting customer', async () => {
    renderForm();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: 'Draft without a customer' } });
    await waitFor(
      () => {
        expect(screen.getByTestId('draft-status').textContent).toContain('Draft saved on this device');
      },
      { timeout: 3000 },
    );
    cleanup();
    renderForm(undefined, '1000012');
    expect(await screen.findByText('Your unsaved visit is back')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Customer' }).value).toBe('');
  });

  it('keeps what was typed as a draft and brings it back', async () => {
    const first = renderForm();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: 'Window display refreshed' } });
    const chips = screen.getByRole('group', { name: 'Brand display' });
    fireEvent.click(await within(chips).findByRole('checkbox', { name: 'Polygon' }));
    await waitFor(
      () => {
        expect(screen.getByTestId('draft-status').textContent).toContain('Draft saved on this device');
      },
      { timeout: 3000 },
    );
    expect(first.onSave).not.toHaveBeenCalled();

    // The page is left (or the tablet restarts): the form opens again with the draft.
    cleanup();
    renderForm();
    expect(await screen.findByText('Your unsaved visit is back')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' }).value).toBe('Window display refreshed');
    const display = screen.getByRole('group', { name: 'Brand display' });
    expect(await within(display).findByRole('checkbox', { name: 'Polygon' })).toHaveProperty('checked', true);
  });

  it('asks before leaving a form with unsaved input: Stay keeps it, Leave goes', async () => {
    const { router } = renderForm();
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: 'Talked to the owner' } });

    // A link or the menu (the back button goes through the same blocker, in the browser's history).
    void router.navigate({ href: '/en-us/visit-form/polygon' });
    const dialog = await screen.findByRole('dialog', { name: 'Leave this visit?' }, { timeout: 3000 });
    expect(within(dialog).getByText(/Your draft stays on this device, and you can finish it later/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Leave this visit?' })).toBeNull();
    });
    expect(router.state.location.pathname).toBe(FORM_PATH);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' }).value).toBe('Talked to the owner');

    // Asked again, Leave goes on.
    void router.navigate({ href: '/en-us/catalog' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave this visit?' }, { timeout: 3000 })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en-us/catalog');
    });
  });

  it('leaves an untouched form without asking', async () => {
    const { router } = renderForm();
    await screen.findByRole('textbox', { name: 'Notes' });
    await router.navigate({ href: '/en-us/visit-form/polygon' });
    expect(router.state.location.pathname).toBe('/en-us/visit-form/polygon');
    expect(screen.queryByRole('dialog', { name: 'Leave this visit?' })).toBeNull();
  });
});

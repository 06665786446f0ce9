import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import { localDb } from '../../../../browser/local-db';
import { saveDraft } from '../../../../browser/drafts';
import { enqueue } from '../../../../browser/outbox';
import { ReadyForOfflinePage } from './ready-for-offline-page';

// The scanner's reader is a build asset (fetched through the service worker in the app).
vi.mock('../../../domain/scanning/prepare-scanner', () => ({ prepareScannerOffline: () => Promise.resolve(true) }));

const USER = '7';

beforeEach(async () => {
  const db = localDb();
  await Promise.all([db.outbox.clear(), db.outboxFiles.clear(), db.drafts.clear(), db.syncState.clear()]);
});

function steps() {
  return within(screen.getByTestId('preparation-steps'))
    .getAllByRole('listitem')
    .map((item) => [item.getAttribute('data-status'), item.textContent.trim()]);
}

describe('ReadyForOfflinePage', () => {
  it('shows what the device holds for the user', async () => {
    await localDb().syncState.put({
      id: `${USER}:customers`,
      userId: USER,
      collection: 'customers',
      savedAt: Date.UTC(2026, 4, 4, 8, 30),
      count: 42,
    });
    // The copy of the active customer's catalog counts; another customer's copy is not what the user will see.
    await localDb().syncState.bulkPut([
      { id: `${USER}:catalog:C1`, userId: USER, collection: 'catalog', savedAt: Date.UTC(2026, 4, 5, 9), count: 5000 },
      { id: `${USER}:catalog:C2`, userId: USER, collection: 'catalog', savedAt: Date.UTC(2026, 4, 1, 9), count: 10 },
    ]);
    await saveDraft(USER, null, 'visit', { note: 'x' });
    await enqueue({
      userId: USER,
      actingFor: { r3: null, isr: null },
      kind: 'consumer-voice',
      input: { message: 'm' },
      label: 'm',
    });
    renderUi(
      <ReadyForOfflinePage
        userId={USER}
        locale="en-us"
        customerId="C1"
        downloadCustomers={vi.fn()}
        downloadCatalog={vi.fn()}
      />,
      { path: '/en-us' },
    );
    const customers = (await screen.findByText('Customers')).parentElement;
    expect(customers?.textContent).toMatch(/42 · as of 04 May 2026/);
    await waitFor(() => {
      expect(screen.getByText('Catalog').parentElement?.textContent).toMatch(/5000 · as of 05 May 2026/);
    });
    expect(screen.getByText('Drafts').parentElement?.textContent).toContain('1');
    expect(screen.getByText('Unsent items').parentElement?.textContent).toContain('1');
    expect(screen.getByText('App available offline').parentElement?.textContent).toContain('No');
  });

  it('Prepare for offline runs each step and shows its result', async () => {
    const downloadCustomers = vi.fn(() => Promise.resolve(12));
    const downloadCatalog = vi.fn(() => Promise.resolve(4321));
    renderUi(
      <ReadyForOfflinePage
        userId={USER}
        locale="en-us"
        customerId="C1"
        downloadCustomers={downloadCustomers}
        downloadCatalog={downloadCatalog}
      />,
      { path: '/en-us' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare for offline' }));
    await waitFor(() => {
      expect(steps()).toHaveLength(5);
      expect(steps().every(([status]) => status !== 'running')).toBe(true);
    });
    expect(downloadCustomers).toHaveBeenCalledWith(USER);
    expect(downloadCatalog).toHaveBeenCalledOnce();
    expect(steps()).toEqual([
      ['warning', 'The browser did not promise to keep the data. It stays, but may be cleared when space runs short.'],
      ['done', '12 customers downloaded.'],
      ['done', '4,321 articles downloaded.'],
      ['failed', 'The app is not stored for offline use yet. Reload this page once while online, then try again.'],
      ['done', 'The frame scanner works without a connection.'],
    ]);
    // The results are at the top of the page, above the facts and the button, and take the focus when done.
    const results = screen.getByTestId('preparation-results');
    expect(results.getAttribute('data-outcome')).toBe('failed');
    expect(within(results).getByText('Some parts could not be prepared')).toBeTruthy();
    expect(results.parentElement?.getAttribute('aria-live')).toBe('polite');
    const button = screen.getByRole('button', { name: 'Prepare for offline' });
    const facts = screen.getByText('Drafts');
    expect(results.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(results.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => {
      expect(document.activeElement).toBe(results);
    });
  });

  it('without a customer the catalog step is skipped; a failed catalog download says so', async () => {
    const first = renderUi(<ReadyForOfflinePage userId={USER} locale="en-us" />, { path: '/en-us' });
    expect((await screen.findByText('Catalog')).parentElement?.textContent).toContain('Choose a customer first');
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare for offline' }));
    await waitFor(() => {
      expect(steps()[3]?.[0]).toBe('failed');
    });
    expect(steps()[2]).toEqual(['skipped', 'No catalog to download: choose a customer first.']);
    first.unmount();

    renderUi(
      <ReadyForOfflinePage
        userId={USER}
        locale="en-us"
        customerId="C1"
        downloadCatalog={() => Promise.reject(new Error('offline'))}
      />,
      { path: '/en-us' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare for offline' }));
    await waitFor(() => {
      expect(steps()[3]?.[0]).toBe('failed');
    });
    expect(steps()[2]).toEqual(['failed', 'The catalog could not be downloaded. Check the connection and try again.']);
  });

  it('a failed download is shown, the other steps still run', async () => {
    const downloadCustomers = vi.fn(() => Promise.reject(new Error('offline')));
    renderUi(<ReadyForOfflinePage userId={USER} locale="en-us" downloadCustomers={downloadCustomers} />, {
      path: '/en-us',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare for offline' }));
    await waitFor(() => {
      expect(steps()[3]?.[0]).toBe('failed');
    });
    expect(steps()[1]).toEqual([
      'failed',
      'The customer list could not be downloaded. Check the connection and try again.',
    ]);
  });

  it('on iPad/iPhone in the browser asks to install to the home screen first', async () => {
    const downloadCustomers = vi.fn(() => Promise.resolve(1));
    renderUi(
      <ReadyForOfflinePage
        userId={USER}
        locale="en-us"
        downloadCustomers={downloadCustomers}
        installFirst={{ needed: true, howTo: <p>Tap Share, then Add to Home Screen.</p> }}
      />,
      { path: '/en-us' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare for offline' }));
    const ask = await screen.findByTestId('install-first');
    expect(ask.textContent).toContain('Install the app first');
    expect(ask.textContent).toContain('Tap Share, then Add to Home Screen.');
    expect(downloadCustomers).not.toHaveBeenCalled();

    fireEvent.click(within(ask).getByRole('button', { name: 'Prepare without installing' }));
    await waitFor(() => {
      expect(downloadCustomers).toHaveBeenCalledOnce();
    });
  });
});

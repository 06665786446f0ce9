import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  type RecordedCall,
  renderUi,
  storeTestSession,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import { configQuery, configSchema } from '../../../lib/config';
import { closeCustomerDialog, openCustomerDialog } from '../../../domain/customer/customer-dialog';
import { queryKeys } from '../../../lib/query-keys';
import { BANNER_DISMISSAL_MS, dismissBanners } from '../banner-dismissal';
import { BannerPopup } from './banner-popup';

const banners = [
  { id: '1', bannerFile: 'spring-service.svg', link: '/catalog?category=bike' },
  { id: '2', bannerFile: 'new-season.svg', link: null },
];

let calls: RecordedCall[] = [];

function serve(answer: () => Response) {
  calls = stubFetch((call) => (call.operation === 'BannersActive' ? answer() : jsonResponse(404)));
}

function setup({ catalogRedesign = false } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session.user(), { id: 7, name: 'Dana', username: 'dealer', scopes: [] });
  queryClient.setQueryData(configQuery().queryKey, configSchema.parse({ sorg: '1000', features: { catalogRedesign } }));
  return renderUi(<BannerPopup />, { queryClient, path: '/en-us' });
}

beforeEach(() => {
  localStorage.clear();
  storeTestSession();
  serve(() => jsonResponse(200, { data: { activeUserAreaBanners: banners } }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BannerPopup', () => {
  it('shows the banners in a carousel with images from the API base', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'News and offers' });
    const image = within(dialog).getByRole('img', { name: 'Promotion 1 of 2' });
    expect(image.getAttribute('src')).toBe('/api/bnrs/image/spring-service.svg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next banner' }));
    expect(within(dialog).getByRole('img', { name: 'Promotion 2 of 2' }).getAttribute('src')).toBe(
      '/api/bnrs/image/new-season.svg',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show banner 1' }));
    expect(within(dialog).getByRole('img', { name: 'Promotion 1 of 2' })).toBeTruthy();
  });

  it('closing stores a 2-hour dismissal; it stays hidden until that expires', async () => {
    const now = Date.now();
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'News and offers' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const until = Number(localStorage.getItem('portal.banner-popup.dismissed-until.7'));
    expect(until - now).toBeGreaterThanOrEqual(BANNER_DISMISSAL_MS);
    expect(until - now).toBeLessThan(BANNER_DISMISSAL_MS + 5000);
  });

  it('is not shown, nor loaded, while a dismissal is stored', async () => {
    dismissBanners('7');
    setup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows again once the dismissal has expired', async () => {
    dismissBanners('7', Date.now() - BANNER_DISMISSAL_MS - 1);
    setup();
    expect(await screen.findByRole('dialog', { name: 'News and offers' })).toBeTruthy();
  });

  it('clicking a banner follows its link inside the app and stores the dismissal', async () => {
    const { router } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'News and offers' });
    fireEvent.click(within(dialog).getByRole('img', { name: 'Promotion 1 of 2' }));
    await waitFor(() => {
      expect(router?.state.location.href).toBe('/en-us/catalog?category=bike');
    });
    expect(localStorage.getItem('portal.banner-popup.dismissed-until.7')).not.toBeNull();
  });

  it('is hidden with the catalog redesign', async () => {
    setup({ catalogRedesign: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('a failed load is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(() => jsonResponse(500, { errors: [{ message: 'Unexpected error.' }] }));
    setup();
    await waitFor(() => {
      expect(warn).toHaveBeenCalledWith('Banners failed to load', expect.anything());
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when there are no banners', async () => {
    serve(() => jsonResponse(200, { data: { activeUserAreaBanners: [] } }));
    setup();
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('BannerPopup and the customer dialog', () => {
  it('waits while the customer dialog is open', async () => {
    openCustomerDialog({ required: true });
    setup();
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      closeCustomerDialog();
    });
    expect(await screen.findByRole('dialog', { name: 'News and offers' })).toBeTruthy();
  });
});

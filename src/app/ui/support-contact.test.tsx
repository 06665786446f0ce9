import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, renderUi, stubFetch } from '../../../tests/support/render-ui';
import { AuthLayout } from '../features/session/components/auth-layout';
import { configSchema } from '../lib/config';
import { queryKeys } from '../lib/query-keys';
import { RouteError } from './route-error';
import { SupportContact } from './support-contact';

afterEach(() => {
  vi.unstubAllGlobals();
});

function withConfig(emailSupport: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    queryKeys.config.host(location.hostname),
    configSchema.parse({ sorg: '1000', emailSupport }),
  );
  return queryClient;
}

describe('SupportContact', () => {
  it("links the host config's emailSupport as a mail address", () => {
    renderUi(<SupportContact />, { queryClient: withConfig('help@dealer.test') });
    const link = screen.getByRole('link', { name: 'help@dealer.test' });
    expect(link.getAttribute('href')).toBe('mailto:help@dealer.test');
    expect(screen.getByTestId('support-contact').textContent).toBe('Support: help@dealer.test');
  });

  it('shows nothing when the host sets no support address', () => {
    renderUi(<SupportContact />, { queryClient: withConfig('') });
    expect(screen.queryByTestId('support-contact')).toBeNull();
  });

  it('is on the sign-in pages and on a page that failed to load', () => {
    stubFetch(() => jsonResponse(404, {}));
    const config = configSchema.parse({ sorg: '1000', emailSupport: 'eu@dealer.test' });
    const { unmount } = renderUi(
      <AuthLayout config={config} subtitle="Sign in">
        <span />
      </AuthLayout>,
    );
    expect(screen.getByRole('link', { name: 'eu@dealer.test' })).toBeTruthy();
    unmount();

    renderUi(<RouteError error={new Error('boom')} reset={() => undefined} info={{ componentStack: '' }} />, {
      queryClient: withConfig('eu@dealer.test'),
      path: '/en-us',
    });
    return screen.findByRole('link', { name: 'eu@dealer.test' });
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import { OutboxIndicator } from './outbox-indicator';

describe('OutboxIndicator', () => {
  it('shows the unsent count as a link to the outbox', async () => {
    renderUi(<OutboxIndicator outbox={{ unsent: 3, attention: 0 }} locale="en-us" />, { path: '/en-us' });
    const link = await screen.findByRole('link', { name: 'Outbox: 3 unsent' });
    expect(link.getAttribute('href')).toBe('/en-us/outbox');
    const badge = screen.getByTestId('outbox-badge');
    expect(badge.textContent).toContain('3');
    expect(badge.getAttribute('data-attention')).toBe('false');
  });

  it('takes the attention colour when the server refused an item', async () => {
    renderUi(<OutboxIndicator outbox={{ unsent: 2, attention: 1 }} locale="en-us" />, { path: '/en-us' });
    expect(await screen.findByRole('link', { name: 'Outbox: 2 unsent, some need your attention' })).toBeTruthy();
    expect(screen.getByTestId('outbox-badge').getAttribute('data-attention')).toBe('true');
  });

  it('is not shown while nothing waits', async () => {
    renderUi(
      <>
        <p>page</p>
        <OutboxIndicator outbox={{ unsent: 0, attention: 0 }} locale="en-us" />
      </>,
      { path: '/en-us' },
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('outbox-badge')).toBeNull();
  });
});

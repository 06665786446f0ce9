import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows the state as written, in sentence case, coloured by its tone', () => {
    renderUi(
      <StatusBadge tone="warning" data-testid="badge">
        Waiting for confirmation
      </StatusBadge>,
    );
    const badge = screen.getByTestId('badge');
    expect(badge.textContent).toBe('Waiting for confirmation');
    expect(badge.getAttribute('data-tone')).toBe('warning');
    // Mantine's Badge is upper case by default: the badge sets text-transform none.
    expect(badge.getAttribute('style') ?? '').toContain('text-transform: none');
    expect(badge.getAttribute('style') ?? '').toContain('--badge-bg: var(--mantine-color-warning-light)');
  });

  it('paints each tone in its theme colour', () => {
    renderUi(
      <>
        <StatusBadge tone="success" data-testid="done">
          Shipped
        </StatusBadge>
        <StatusBadge tone="neutral" data-testid="over">
          Cancelled
        </StatusBadge>
      </>,
    );
    expect(screen.getByTestId('done').getAttribute('style')).toContain('success');
    expect(screen.getByTestId('over').getAttribute('style')).toContain('gray');
  });
});

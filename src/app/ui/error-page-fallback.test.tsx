import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { ErrorPageBoundary } from './error-page-fallback';

function BrokenErrorPage(): never {
  throw new Error('The error page broke');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorPageBoundary (spec 01 §2)', () => {
  it('shows its children while they render', () => {
    renderUi(
      <ErrorPageBoundary>
        <p>An error page</p>
      </ErrorPageBoundary>,
    );
    expect(screen.getByText('An error page')).toBeTruthy();
  });

  it('falls back with the details and a link home when the error page fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/de/order');
    renderUi(
      <ErrorPageBoundary>
        <BrokenErrorPage />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    expect(screen.getByTestId('error-details').textContent).toBe('Error: The error page broke');
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/de');
  });
});

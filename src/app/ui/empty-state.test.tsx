import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../tests/support/render-ui';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('no data: a heading, a sentence and a picture', () => {
    const { container } = renderUi(<EmptyState type="no-data" />);
    expect(screen.getByRole('heading', { name: 'No data' })).toBeTruthy();
    expect(screen.getByText('There is nothing to show here yet.')).toBeTruthy();
    expect(container.querySelector('[data-empty-state="no-data"] svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('no results: names the search and is announced', () => {
    renderUi(<EmptyState type="no-results" search="  Atlantis " />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('No results');
    expect(status.textContent).toContain('Nothing matches “Atlantis”. Try another search term.');
  });

  it('no results without a term', () => {
    renderUi(<EmptyState type="no-results" />);
    expect(screen.getByText('Nothing matches your search. Try another search term.')).toBeTruthy();
  });

  it('custom: its own title, description and action', () => {
    renderUi(
      <EmptyState
        type="custom"
        title="No claims yet"
        description="Claims you file show here."
        action={<button type="button">File a claim</button>}
        headingOrder={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No claims yet' })).toBeTruthy();
    expect(screen.getByText('Claims you file show here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'File a claim' })).toBeTruthy();
  });
});

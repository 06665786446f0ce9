import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import { TrackingLink } from './tracking-link';

describe('TrackingLink', () => {
  it('links an https tracking URL in a new tab without opener or referrer', () => {
    renderUi(<TrackingLink trackingNo="1Z999" trackingUrl="https://track.example.com/1Z999" />);
    const link = screen.getByRole('link', { name: '1Z999' });
    expect(link.getAttribute('href')).toBe('https://track.example.com/1Z999');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['http://track.example.com/1Z999'],
    ['javascript:alert(1)'],
    ['https://user:pass@track.example.com/'],
    ['<img src=x onerror=alert(1)>'],
    [null],
  ])('shows the number as text for %s', (url) => {
    renderUi(<TrackingLink trackingNo="1Z999" trackingUrl={url} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('1Z999')).toBeTruthy();
  });
});

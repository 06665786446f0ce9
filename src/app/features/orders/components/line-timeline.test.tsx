import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import { LineTimeline, type LineTimelineStep } from './line-timeline';

const step = (patch: Partial<LineTimelineStep>): LineTimelineStep => ({
  kind: 'ORDERED',
  at: '2026-11-20T09:00:00.000Z',
  qty: 5,
  supplyDate: null,
  doNumber: null,
  trackingNo: null,
  trackingUrl: null,
  changed: false,
  ...patch,
});

describe('LineTimeline', () => {
  it('shows each step in order with its quantity, supply date, DO and tracking, and badges what is new', () => {
    renderUi(
      <LineTimeline
        steps={[
          step({}),
          step({ kind: 'CONFIRMED', at: '2026-11-21T10:00:00.000Z', supplyDate: '2026-12-01' }),
          step({
            kind: 'DELIVERED',
            at: '2026-12-01T08:00:00.000Z',
            doNumber: 'DO-1',
            trackingNo: 'TRK-1',
            trackingUrl: 'https://track.example/TRK-1',
            changed: true,
          }),
        ]}
      />,
    );
    const items = screen.getAllByTestId('timeline-step');
    expect(items.map((i) => i.dataset.kind)).toEqual(['ORDERED', 'CONFIRMED', 'DELIVERED']);
    expect(items[0]?.textContent).toMatch(/Ordered 5 on/);
    expect(items[1]?.textContent).toMatch(/Confirmed 5 for .*\(on .*\)/);
    expect(items[2]?.textContent).toMatch(/Delivered 5 with DO-1 on/);
    const last = items[2];
    if (!last) throw new Error('three steps');
    expect(within(last).getByRole('link', { name: 'TRK-1' }).getAttribute('href')).toBe('https://track.example/TRK-1');
    expect(screen.getAllByTestId('timeline-changed')).toHaveLength(1);
    expect(within(last).getByText('New since your last visit')).toBeTruthy();
  });

  it('shows nothing without steps', () => {
    renderUi(<LineTimeline steps={[]} />);
    expect(screen.queryByTestId('line-timeline')).toBeNull();
  });
});

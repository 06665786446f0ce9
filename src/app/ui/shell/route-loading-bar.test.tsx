import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import { RouteLoadingBar } from './route-loading-bar';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const bar = () => screen.queryByTestId('route-loading-bar');

describe('RouteLoadingBar (spec 01 §2)', () => {
  it('shows nothing for a navigation shorter than 200 ms', () => {
    const { rerender } = renderUi(<RouteLoadingBar isLoading />);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    rerender(<RouteLoadingBar isLoading={false} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(bar()).toBeNull();
  });

  it('appears after 200 ms, creeps for 5 s and hides 500 ms after the end', () => {
    const { rerender } = renderUi(<RouteLoadingBar isLoading />);
    expect(bar()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(bar()?.dataset.phase).toBe('running');
    expect((bar()?.firstElementChild as HTMLElement).style.getPropertyValue('--loading-bar-duration')).toBe('5000ms');

    rerender(<RouteLoadingBar isLoading={false} />);
    expect(bar()?.dataset.phase).toBe('finishing');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(bar()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar()).toBeNull();
  });

  it('runs again when a new navigation starts while it finishes', () => {
    const { rerender } = renderUi(<RouteLoadingBar isLoading />);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    rerender(<RouteLoadingBar isLoading={false} />);
    rerender(<RouteLoadingBar isLoading />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(bar()?.dataset.phase).toBe('running');
  });
});

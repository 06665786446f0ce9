import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinLoading } from './use-min-loading';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useMinLoading (spec 01 §9: page fetch minimum delay 200 ms)', () => {
  it('keeps a fast load visible for 200 ms', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinLoading(loading), {
      initialProps: { loading: true },
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });

  it('ends with a slow load', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinLoading(loading), {
      initialProps: { loading: true },
    });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    rerender({ loading: false });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe(false);
  });

  it('shows nothing when nothing loads', () => {
    const { result } = renderHook(() => useMinLoading(false));
    expect(result.current).toBe(false);
  });
});

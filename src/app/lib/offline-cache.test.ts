import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './api';
import { offlineFirst, recoverOnReconnect } from './offline-cache';

// The device goes offline and comes back (lib/connectivity: the browser's events, no watcher asking the server).
function goOfflineAndBack(between: () => void = () => undefined) {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  between();
  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  onLine.mockRestore();
}

describe('back online', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
  });

  it('asks again for what the device answered offline, and for failed queries, without a reload', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    stop = recoverOnReconnect(queryClient);
    let network = false;
    const fetcher = vi.fn(() => (network ? Promise.resolve('fresh') : Promise.reject(new NetworkError('offline'))));
    const observer = new QueryObserver(queryClient, {
      queryKey: ['catalog', 'list'],
      queryFn: offlineFirst(fetcher, () => Promise.resolve('from the device')),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().data).toBe('from the device');
    });

    goOfflineAndBack(() => {
      network = true;
    });
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().data).toBe('fresh');
    });
    expect(fetcher).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('does nothing while the device stays online', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    stop = recoverOnReconnect(queryClient);
    window.dispatchEvent(new Event('online'));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('loads images that failed offline again', () => {
    const queryClient = new QueryClient();
    stop = recoverOnReconnect(queryClient);
    const image = document.createElement('img');
    image.src = 'http://localhost/api/images/products/a/default-1.svg';
    document.body.append(image);
    // jsdom loads no images: this one counts as complete and broken, with its address.
    Object.defineProperty(image, 'complete', { value: true });
    Object.defineProperty(image, 'currentSrc', { value: image.src });
    const assigned: string[] = [];
    const setter = vi.spyOn(image, 'src', 'set').mockImplementation((value: string) => {
      assigned.push(value);
    });
    goOfflineAndBack();
    expect(assigned).toEqual(['', 'http://localhost/api/images/products/a/default-1.svg']);
    setter.mockRestore();
    image.remove();
  });
});

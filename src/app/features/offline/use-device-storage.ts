import { useCallback, useEffect, useState } from 'react';
import { storageEstimate } from '../../../browser/outbox';

/** What the browser says about the portal's storage on this device. */
export interface DeviceStorage {
  /** null where the browser cannot say. */
  estimate: { usage: number; quota: number } | null;
  /** Whether the browser promised not to clear it (navigator.storage.persisted). */
  persisted: boolean;
}

export async function readDeviceStorage(): Promise<DeviceStorage> {
  const storage = (navigator as { storage?: StorageManager }).storage;
  let persisted = false;
  try {
    persisted = storage?.persisted ? await storage.persisted() : false;
  } catch {
    persisted = false;
  }
  return { estimate: await storageEstimate(), persisted };
}

/**
 * The device's storage, read on mount and again whenever `version` changes (e.g. the number of items) or
 * `refresh` is called; undefined until the first answer.
 */
export function useDeviceStorage(version: unknown = null): { storage: DeviceStorage | undefined; refresh: () => void } {
  const [storage, setStorage] = useState<DeviceStorage | undefined>(undefined);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let cancelled = false;
    void readDeviceStorage().then((value) => {
      if (!cancelled) setStorage(value);
    });
    return () => {
      cancelled = true;
    };
  }, [version, tick]);
  const refresh = useCallback(() => {
    setTick((n) => n + 1);
  }, []);
  return { storage, refresh };
}

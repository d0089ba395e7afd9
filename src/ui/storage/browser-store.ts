import { useSyncExternalStore } from 'react';

/**
 * One value kept in localStorage, readable through useSyncExternalStore. The server and the
 * hydrating client both see `empty`, so nothing stored reaches the server HTML and hydration never
 * mismatches; the stored value follows in the next client render. Listeners hear real changes
 * only: a write in this tab or, through the `storage` event, in another tab.
 */
export type BrowserStore<T> = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
  getServerSnapshot: () => T;
  update: (change: (current: T) => T) => void;
};

export function browserStore<T>(key: string, parse: (raw: string | null) => T, serialize: (value: T) => string, empty: T): BrowserStore<T> {
  const listeners = new Set<() => void>();
  // Snapshots must be stable between changes, so each raw string is parsed once.
  let cachedRaw: string | null | undefined;
  let cachedValue: T = empty;
  // Where storage is blocked (private modes, quotas) the tab keeps working from memory.
  let memoryRaw: string | null = null;

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memoryRaw;
    }
  };

  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  const getSnapshot = (): T => {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = parse(raw);
    }
    return cachedValue;
  };

  return {
    getSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    getServerSnapshot: () => empty,
    update(change) {
      const raw = serialize(change(getSnapshot()));
      memoryRaw = raw;
      try {
        window.localStorage.setItem(key, raw);
      } catch {
        // Blocked storage: memoryRaw already holds the value for this tab.
      }
      notify();
    },
  };
}

export function useBrowserStore<T>(store: BrowserStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

const never = () => () => {};

/** False on the server and while hydrating, true after: for controls that only work with JavaScript and storage. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

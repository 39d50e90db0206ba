'use client';

import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
/** Values storage refused to keep (switched off or full): the visit still works, from memory. */
const written = new Map<string, string | null>();

function onStorage(event: StorageEvent) {
  // Another tab changed it: read storage again.
  if (event.key === null) written.clear();
  else written.delete(event.key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function read(key: string): string | null {
  if (written.has(key)) return written.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a local-storage item (null removes it) and updates every reader in this tab (storage events reach only other tabs). */
export function writeStoredItem(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    written.delete(key);
  } catch {
    written.set(key, value);
  }
  for (const listener of listeners) listener();
}

/** A local-storage item, or undefined while it cannot be read yet (server render and hydration). */
export function useStoredItem(key: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => read(key),
    () => undefined,
  );
}

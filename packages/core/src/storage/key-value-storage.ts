/** The part of Web Storage core uses; tests and Node pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

/** The browser's localStorage where there is one (and it works), else memory. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage
    if (storage) return storage
  } catch {
    // Storage can throw when blocked (private modes, sandboxed frames).
  }
  return memoryStorage()
}

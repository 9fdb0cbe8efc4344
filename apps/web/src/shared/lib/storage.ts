// JSON in Web Storage that never throws: private mode, full quota or a hand-edited value must not break the
// console, they only lose the remembered preference.

export const readJson = <T>(storage: Storage, key: string, fallback: T): T => {
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
};

export const writeJson = (storage: Storage, key: string, value: unknown): void => {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Preferences are a convenience; failing to remember one is not worth interrupting the user.
  }
};

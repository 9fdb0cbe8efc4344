import type { Database } from "./db";

/** A channel whose notifications make entries stale, and which: the keys its payload names, or all. */
export type Invalidation<K> = { channel: string; keysOf: (payload: string) => K[] | "all" };

type Entry<V> = { value: V; readAt: number };

/**
 * Values read from the database and kept in this process, for data read far more often than it changes. An entry
 * serves until a notification on one of `invalidations` names it: the writing process hears it when the change
 * is written and every process on commit (`notify` in db.ts); after a lost LISTEN connection everything goes.
 * `maxAgeMs` is only a safety net for a write that did not announce itself. Concurrent misses of a key share one
 * read, and a read that raced a notification is served but not kept.
 */
export const createNotifiedCache = async <K, V>(
  database: Database,
  options: {
    invalidations: Invalidation<K>[];
    load: (key: K) => Promise<V>;
    maxAgeMs: number;
    maxEntries: number;
  },
) => {
  const entries = new Map<K, Entry<V>>();
  const reading = new Map<K, Promise<V>>();
  let generation = 0;

  const forget = (keys: K[] | "all") => {
    generation++;
    if (keys === "all") {
      entries.clear();
      reading.clear();
      return;
    }
    for (const key of keys) {
      entries.delete(key);
      reading.delete(key);
    }
  };
  for (const { channel, keysOf } of options.invalidations) {
    // An empty payload also comes after a reconnect, when notifications may have been missed.
    await database.listen(channel, (payload) => forget(payload ? keysOf(payload) : "all"));
  }

  const read = (key: K) => {
    const seen = generation;
    const readAt = Date.now();
    const value = options.load(key).then((loaded) => {
      if (seen === generation) {
        if (entries.size >= options.maxEntries) entries.clear();
        entries.set(key, { value: loaded, readAt });
      }
      return loaded;
    });
    reading.set(key, value);
    const done = () => {
      if (reading.get(key) === value) reading.delete(key);
    };
    value.then(done, done);
    return value;
  };

  return {
    get: (key: K): Promise<V> => {
      const entry = entries.get(key);
      if (entry && Date.now() - entry.readAt < options.maxAgeMs) return Promise.resolve(entry.value);
      return reading.get(key) ?? read(key);
    },
  };
};

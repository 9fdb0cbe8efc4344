/**
 * The query keys of one area (Medusa's queryKeysFactory): every key starts with the area's scope, so `all`
 * invalidates the whole area and a key without its trailing parameters matches every variant (every page of a
 * list). Parameters left undefined are dropped, so `key("cities", query)` with no query is the prefix of all.
 */
export const queryKeysFactory = <const Scope extends readonly string[]>(...scope: Scope) => ({
  all: scope,
  key: (...parts: unknown[]): readonly [...Scope, ...unknown[]] => [
    ...scope,
    ...parts.filter((part) => part !== undefined),
  ],
});

import type { Actor } from "../../../platform/actor";

/**
 * The uploader as the import's job acts for it: the caller's actor as plain JSON without its session, kept on the
 * import row so a resumed run (another process, after a restart) places the orders as the uploader would.
 */
export type ImportActor = Omit<Actor, "screens" | "sessionId" | "tokenHash"> & { screens: string[] };

export const importActorOf = (actor: Actor): ImportActor => {
  const { screens, sessionId: _session, tokenHash: _token, ...rest } = actor;
  return { ...rest, screens: [...screens] };
};

export const actorOfImport = (saved: ImportActor): Actor => ({
  ...saved,
  sessionId: 0,
  tokenHash: "",
  screens: new Set(saved.screens),
});

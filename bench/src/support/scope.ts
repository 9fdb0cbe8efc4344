type Cleanup = () => Promise<void> | void;

export type Scope = {
  /** Registers what undoes a step just taken; undone last-in first-out by `close`. */
  defer: (cleanup: Cleanup) => void;
  /** A scope closed on its own (e.g. after one database) and, at the latest, with this one. */
  child: () => Scope;
  /**
   * Runs every cleanup once, even if some fail; the failures are reported, not thrown. A close
   * while one is under way (an error and Ctrl-C at once) waits for that one instead of racing it.
   */
  close: () => Promise<void>;
};

export const createScope = (): Scope => {
  const cleanups: Cleanup[] = [];
  let closing: Promise<void> | undefined;

  const drain = async () => {
    for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
      try {
        await cleanup();
      } catch (error) {
        process.stderr.write(`cleanup failed: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
  };

  const scope: Scope = {
    defer: (cleanup) => {
      cleanups.push(cleanup);
    },
    child: () => {
      const child = createScope();
      scope.defer(child.close);
      return child;
    },
    close: () => {
      closing ??= drain().finally(() => {
        closing = undefined;
      });
      return closing;
    },
  };
  return scope;
};

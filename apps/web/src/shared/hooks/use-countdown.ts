import { useCallback, useEffect, useState } from "react";

/**
 * Seconds left until `start(seconds)` runs out, counted from the wall clock so a throttled background tab
 * still ends on time.
 */
export const useCountdown = () => {
  const [endsAt, setEndsAt] = useState(0);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);

  return { remaining, isRunning: remaining > 0, start };
};

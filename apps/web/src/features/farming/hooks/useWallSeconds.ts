import { useEffect, useState } from 'react';

const TICK_MS = 15_000;

/** The browser's clock in unix seconds, moving every 15 s (deadlines and rounds change by the second at most). */
export function useWallSeconds(): number {
  const [wall, setWall] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const id = setInterval(() => setWall(Math.floor(Date.now() / 1000)), TICK_MS);
    return () => clearInterval(id);
  }, []);
  return wall;
}

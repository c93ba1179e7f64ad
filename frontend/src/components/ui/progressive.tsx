import { Children, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeNever = () => () => {};

/** True on the server and while hydrating its HTML (React reads the server snapshot then); false in a client render. */
function useServerMarkup(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/**
 * Renders its children one after another, each in its own task after the previous one is on screen:
 * the first screen commits quickly and the page below it follows without one long blocking task.
 * The server renders them all (crawlers and first paint get the whole page), and hydration adopts that.
 */
export function Progressive({ children, initial = 1 }: { children: ReactNode; initial?: number }) {
  const items = Children.toArray(children);
  const fromServer = useServerMarkup();
  const [count, setCount] = useState(() => (fromServer ? items.length : Math.min(initial, items.length)));
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => setCount((current) => current + 1), 0);
    return () => clearTimeout(timer);
  }, [count, items.length]);
  return <>{items.slice(0, count)}</>;
}

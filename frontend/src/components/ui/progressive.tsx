import { Children, createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * True when the app starts from the server's HTML (on the server and in the browser that hydrates
 * it). A context, not useSyncExternalStore: a store whose server and client snapshots differ makes
 * React re-render synchronously right after hydration, one long task for a whole page.
 */
export const ServerMarkupContext = createContext(false);

/**
 * Renders its children one after another, each in its own task after the previous one is on screen:
 * the first screen commits quickly and the page below it follows without one long blocking task.
 * A page that came from the server has them all at once (crawlers and first paint get the whole
 * page, and hydration adopts it). Each child is its own Suspense boundary, so React hydrates (and
 * commits) them one by one instead of the whole page in one task.
 */
export function Progressive({ children, initial = 1 }: { children: ReactNode; initial?: number }) {
  const items = Children.toArray(children);
  const fromServer = useContext(ServerMarkupContext);
  const [count, setCount] = useState(() => (fromServer ? items.length : Math.min(initial, items.length)));
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => setCount((current) => current + 1), 0);
    return () => clearTimeout(timer);
  }, [count, items.length]);
  return (
    <>
      {items.slice(0, count).map((item, index) => (
        <Suspense key={index} fallback={null}>
          {item}
        </Suspense>
      ))}
    </>
  );
}

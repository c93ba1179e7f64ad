import { Children, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one after another, each in its own task after the previous one is on screen:
 * the first screen commits quickly and the page below it follows without one long blocking task.
 */
export function Progressive({ children, initial = 1 }: { children: ReactNode; initial?: number }) {
  const items = Children.toArray(children);
  const [count, setCount] = useState(Math.min(initial, items.length));
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => setCount((current) => current + 1), 0);
    return () => clearTimeout(timer);
  }, [count, items.length]);
  return <>{items.slice(0, count)}</>;
}

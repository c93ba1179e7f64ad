import { lazy, Suspense, type ComponentType } from 'react';

/** How near the viewport (px) a deferred section's code starts loading: it is ready before it is seen. */
const LOAD_MARGIN = '600px';

/** Resolves once the element with that id is near the viewport; at once when there is no such element to watch. */
function nearViewport(id: string): Promise<void> {
  return new Promise((resolve) => {
    const node = document.getElementById(id);
    if (!node || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${LOAD_MARGIN} 0px` },
    );
    observer.observe(node);
  });
}

/**
 * A section far down a page whose code loads only when the visitor nears it (issue 30: a cold visit
 * downloads what its first screen needs). On the server it renders at once (prerender waits for it),
 * so the page arrives whole; while the browser hydrates, the section's boundary keeps the server's
 * markup as it is (shown, crawlable, not yet interactive: React's selective hydration) and hydrates
 * when its code arrives. `anchorId` is the id of the section's outer element in that markup. Rendered
 * by the app itself (a navigation), nothing is there to watch and the code loads at once.
 */
export function belowTheFold<P extends object>(anchorId: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Section = lazy(async () => {
    if (typeof document !== 'undefined') await nearViewport(anchorId);
    return { default: await load() };
  });
  function BelowTheFold(props: P) {
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  }
  return BelowTheFold;
}

import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has been at least `threshold` visible; it never turns false again (the spec's
 * animations run one time only). Without IntersectionObserver (old browsers, jsdom) it is true at once.
 * `rootMargin` (e.g. '800px') counts an element that near the viewport as in view.
 */
export function useInViewOnce<T extends Element>(threshold: number, rootMargin?: string) {
  const ref = useRef<T | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || inView) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [threshold, rootMargin, inView]);
  return { ref, inView };
}

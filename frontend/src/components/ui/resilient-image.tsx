import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { cx } from '@/theme/define-styles';
import styles from './resilient-image.styles';

export interface ResilientImageProps {
  src: string;
  alt: string;
  /** Other widths of the same image (a srcset) and how wide it is drawn (sizes): the browser picks one. */
  srcSet?: string;
  sizes?: string;
  fallbackSrc?: string;
  /** Retries after the first failure (spec default 3). */
  maxRetries?: number;
  /** Delay before the first retry; it doubles on each further retry (spec default 500 ms). */
  retryDelay?: number;
  /** When true (default) the image stays invisible until it has loaded. */
  showLoadingState?: boolean;
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Classes of the frame (or of the failure notice), and of the image inside it. */
  className?: string;
  imgClassName?: string;
  /** Inline style of the frame (or the failure notice): a size known only at run time. */
  style?: CSSProperties;
}

/** Adds the cache-busting parameter of a retry. */
export function withCacheBust(src: string, attempt: number): string {
  const [base, hash = ''] = src.split('#');
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}retry=${attempt}${hash ? `#${hash}` : ''}`;
}

/** Delay before retry number `attempt` (1-based): base, 2 x base, 4 x base... */
export function retryDelayFor(baseDelay: number, attempt: number): number {
  return baseDelay * 2 ** (attempt - 1);
}

/**
 * 'drawn': a server-rendered image, shown as the browser draws it. It is in the first paint (and counts for
 * LCP) instead of waiting for the page's code; images the app renders later fade in once loaded.
 */
type Status = 'drawn' | 'loading' | 'loaded' | 'error';

const noSubscription = () => () => undefined;

/** True while rendering on the server and while hydrating what it sent; false for the app's own renders. */
function useFromServerMarkup(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}

function ResilientImageInner({
  src,
  alt,
  srcSet,
  sizes,
  fallbackSrc,
  maxRetries = 3,
  retryDelay = 500,
  showLoadingState = true,
  width,
  height,
  loading = 'lazy',
  fetchPriority,
  className,
  imgClassName,
  style,
}: ResilientImageProps) {
  const [currentSrc, setCurrentSrc] = useState(src);
  const fromServer = useFromServerMarkup();
  const [status, setStatus] = useState<Status>(() => (fromServer ? 'drawn' : 'loading'));
  const attempts = useRef(0);
  const usingFallback = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const image = useRef<HTMLImageElement>(null);
  // The source whose failure has been handled: the error event and the hydration check may both report it.
  const failedSrc = useRef<string | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleError = () => {
    if (failedSrc.current === currentSrc) return;
    failedSrc.current = currentSrc;
    console.warn(`Image failed to load (attempt ${attempts.current + 1}): ${currentSrc}`);
    if (!usingFallback.current && attempts.current < maxRetries) {
      attempts.current += 1;
      const attempt = attempts.current;
      setStatus('loading');
      timer.current = setTimeout(() => setCurrentSrc(withCacheBust(src, attempt)), retryDelayFor(retryDelay, attempt));
      return;
    }
    if (fallbackSrc && !usingFallback.current) {
      usingFallback.current = true;
      setStatus('loading');
      setCurrentSrc(fallbackSrc);
      return;
    }
    setStatus('error');
  };

  // A server-rendered image can finish loading (or fail) before hydration attaches the handlers, and the
  // browser does not fire the event again: read the outcome from the element itself.
  useEffect(() => {
    const img = image.current;
    if (!img?.complete) return;
    // decode() settles at once for a finished image: it resolves when it is usable and rejects when broken.
    img.decode().then(() => setStatus('loaded'), handleError);
    // handleError is a new closure each render over the same state: the source alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentSrc]);

  if (status === 'error') {
    return (
      <div role="img" aria-label={alt} className={cx(styles.failed, className)} style={style}>
        Failed to load image
      </div>
    );
  }

  return (
    <div className={cx(styles.frame, className)} style={style}>
      <img
        ref={image}
        src={currentSrc}
        // A retry or the fallback loads exactly its src (a cache-busted URL), not a srcset candidate.
        srcSet={currentSrc === src ? srcSet : undefined}
        sizes={currentSrc === src ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        {...(fetchPriority ? { fetchPriority } : {})}
        data-status={status}
        onLoad={() => setStatus('loaded')}
        onError={handleError}
        className={cx(styles.image, imgClassName)}
        // The state decides it (a fade in once loaded): inline, where tests and the eye see it.
        style={{ opacity: showLoadingState && status === 'loading' ? 0 : 1 }}
      />
    </div>
  );
}

/** An image that retries with a doubling delay, then falls back, then shows 'Failed to load image'. */
export function ResilientImage(props: ResilientImageProps) {
  // A new src starts a fresh set of attempts.
  return <ResilientImageInner key={props.src} {...props} />;
}

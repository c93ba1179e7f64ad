import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';

/** Spec §9 toast constants. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

type Listener = () => void;

/**
 * One store for the whole app (the shadcn/Radix model): at most TOAST_LIMIT toasts, the newest first;
 * a dismissed toast closes at once and leaves the store after TOAST_REMOVE_DELAY_MS.
 */
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: number) {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  const dropped = toasts.slice(TOAST_LIMIT - 1);
  for (const item of dropped) {
    clearTimeout(removalTimers.get(item.id));
    removalTimers.delete(item.id);
  }
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** For tests: forget every toast and timer. */
export function resetToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}

const ICONS = { default: InfoIcon, success: CheckCircleIcon, destructive: ErrorIcon } as const;

function ToastCard({ item }: { item: ToastItem }) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);
  const variant = item.variant ?? 'default';
  const Icon = ICONS[variant];
  const duration = item.duration ?? TOAST_DURATION_MS;

  useEffect(() => {
    if (paused || !item.open || duration === Infinity) return undefined;
    const timer = setTimeout(() => dismissToast(item.id), duration);
    return () => clearTimeout(timer);
  }, [paused, item.open, item.id, duration]);

  const onPointerDown = (event: ReactPointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    setPaused(true);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = (event: ReactPointerEvent) => {
    if (start.current === null) return;
    const travelled = event.clientX - start.current;
    start.current = null;
    setPaused(false);
    if (travelled > TOAST_SWIPE_THRESHOLD_PX) dismissToast(item.id);
    else setOffset(0);
  };

  return (
    <Box
      component="li"
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={variant}
      data-testid="toast"
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(item.id);
      }}
      sx={(theme) => ({
        listStyle: 'none',
        pointerEvents: 'auto',
        touchAction: 'pan-y',
        userSelect: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 2,
        pr: 1,
        borderRadius: 3,
        border: 1,
        boxShadow: '0 18px 50px rgba(0,0,0,0.35)',
        transform: `translateX(${offset}px)`,
        opacity: offset ? Math.max(0.2, 1 - offset / 200) : 1,
        transition: start.current === null ? 'transform 200ms ease, opacity 200ms ease' : 'none',
        animation: 'hf-toast-in 220ms ease-out',
        '@keyframes hf-toast-in': { from: { transform: 'translateY(12px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        outline: 'none',
        '&:focus-visible': { outline: '3px solid', outlineColor: (theme.vars || theme).palette.secondary.main },
        ...(variant === 'destructive'
          ? { bgcolor: '#b3122e', color: '#ffffff', borderColor: '#7f0a1f' }
          : { bgcolor: 'background.paper', color: 'text.primary', borderColor: 'divider' }),
      })}
    >
      <Icon
        aria-hidden="true"
        fontSize="small"
        sx={{ mt: '2px', color: variant === 'success' ? 'success.main' : variant === 'destructive' ? 'inherit' : 'info.main' }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="div" sx={{ fontWeight: 700, fontSize: 15 }}>
          {item.title}
        </Typography>
        {item.description ? (
          <Typography component="div" sx={{ fontSize: 14, opacity: 0.92, mt: 0.25 }}>
            {item.description}
          </Typography>
        ) : null}
      </Box>
      <IconButton size="small" aria-label="Close notification" onClick={() => dismissToast(item.id)} sx={{ color: 'inherit', mt: -0.5 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The notification region: F8 focuses it; top of the screen on phones, bottom right (at most 420 px
 * wide) from medium screens up. Mount it once on a screen that raises toasts.
 */
export function Toaster() {
  const items = useToasts().filter((item) => item.open);
  const region = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      component="section"
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      sx={{ position: 'fixed', zIndex: 2100, pointerEvents: 'none', inset: { xs: '0 0 auto 0', md: 'auto 0 0 auto' }, width: { xs: '100%', md: 420 } }}
    >
      <Box
        component="ol"
        ref={region}
        tabIndex={-1}
        data-testid="toast-viewport"
        sx={{
          m: 0,
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          width: '100%',
          maxWidth: { md: 420 },
          outline: 'none',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
        }}
      >
        {items.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </Box>
    </Box>
  );
}

import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { actionRects, findToastSlot, type ToastSlot } from './toast-placement';

/** Spec §9 toast constants. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
/** A toast that offers an action (Undo, 'Review it') stays long enough to use it (issue 27: Undo for at least 10 s). */
export const ACTION_TOAST_DURATION_MS = 15_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

/** A button in the toast: pressing it runs `onClick` and closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
  /** The button's accessible name when the label alone is too short ('Undo' → 'Undo unpublish of "…"'). */
  ariaLabel?: string;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays; by default 5 s, 15 s with an action, and an error stays until it is closed. */
  duration?: number;
  action?: ToastAction;
}

/**
 * Issue 27: success toasts close themselves (spec §9's 5 s); a toast with an action stays long enough to
 * use it; an error stays until the admin closes it (it never covers a button: see toast-placement).
 */
export function toastDuration(input: Pick<ToastInput, 'duration' | 'variant' | 'action'>): number {
  if (input.duration !== undefined) return input.duration;
  if (input.variant === 'destructive') return Infinity;
  return input.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS;
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
  const duration = toastDuration(item);

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
      // Not a list item: a status (or alert) is what each toast is, and a list may hold only list items.
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
          <Typography component="div" sx={{ fontSize: 14, opacity: 0.92, mt: 0.25, overflowWrap: 'anywhere' }}>
            {item.description}
          </Typography>
        ) : null}
        {item.action ? (
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            aria-label={item.action.ariaLabel}
            data-testid="toast-action"
            onClick={() => {
              item.action?.onClick();
              dismissToast(item.id);
            }}
            sx={{ mt: 1, minHeight: 32 }}
          >
            {item.action.label}
          </Button>
        ) : null}
      </Box>
      <IconButton size="small" aria-label="Close notification" onClick={() => dismissToast(item.id)} sx={{ color: 'inherit', mt: -0.5 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** How often the toast checks that it still covers no button while it is shown (dialogs open, lists load). */
const PLACEMENT_CHECK_MS = 300;

/**
 * Keeps the shown toast off every button of the layer the admin is using: it moves along its side of the
 * screen (or to the other side) to the nearest free band, and returns to its own place when that is free.
 */
function useToastSlot(region: RefObject<HTMLElement | null>, shownId: number | undefined, wide: boolean): ToastSlot | null {
  const [slot, setSlot] = useState<ToastSlot | null>(null);
  // Before the first paint, so a toast is never seen (or pressed through) in a place it is about to leave.
  useLayoutEffect(() => {
    if (shownId === undefined) {
      setSlot(null);
      return undefined;
    }
    const place = () => {
      const box = region.current?.getBoundingClientRect();
      if (!box || box.height === 0) return;
      const next = findToastSlot({
        viewport: { width: window.innerWidth, height: window.innerHeight },
        size: { width: box.width, height: box.height },
        anchors: wide ? ['right', 'left'] : ['full'],
        edge: wide ? 'bottom' : 'top',
        obstacles: actionRects(document, region.current),
      });
      setSlot((current) => (current?.anchor === next?.anchor && current?.top === next?.top ? current : next));
    };
    place();
    const timer = setInterval(place, PLACEMENT_CHECK_MS);
    // A dialog or menu opening or closing (portaled to the body) changes which buttons can be pressed: at once.
    const layers = new MutationObserver(place);
    layers.observe(document.body, { childList: true });
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      clearInterval(timer);
      layers.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [region, shownId, wide]);
  return slot;
}

/**
 * An open MUI dialog marks everything beside it aria-hidden, so a toast raised over a dialog (an error, 'New
 * image proposed: review it') would be neither announced nor pressable by assistive technology. The region
 * takes that mark off itself at once: it belongs to whatever the admin is doing, dialog or not.
 */
function useStaysHeard(section: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = section.current;
    if (!element) return undefined;
    const unhide = () => {
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden');
    };
    unhide();
    const observer = new MutationObserver(unhide);
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [section]);
}

/** The region's place: spec §9's (top on phones, bottom right from medium screens up) unless a button is there. */
function slotStyle(slot: ToastSlot | null): CSSProperties | undefined {
  if (!slot) return undefined;
  const side = slot.anchor === 'left' ? { left: 0, right: 'auto' } : slot.anchor === 'right' ? { left: 'auto', right: 0 } : { left: 0, right: 0 };
  return { top: slot.top, bottom: 'auto', ...side };
}

/**
 * The notification region: F8 focuses it; top of the screen on phones, bottom right (at most 420 px
 * wide) from medium screens up, moved off any button it would cover. Mount it once on a screen that raises toasts.
 */
export function Toaster() {
  const items = useToasts().filter((item) => item.open);
  const region = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const slot = useToastSlot(region, items[0]?.id, wide);
  useStaysHeard(section);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // On the body, beside the dialogs: an open dialog hides the app behind it (aria-hidden), not its toasts.
  return createPortal(
    <Box
      component="section"
      ref={section}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      data-toast-anchor={slot?.anchor ?? 'default'}
      // Inline, so it wins over the responsive `inset` (a media-query rule) of spec §9's default place.
      style={slotStyle(slot)}
      sx={{
        position: 'fixed',
        zIndex: 2100,
        pointerEvents: 'none',
        inset: { xs: '0 0 auto 0', md: 'auto 0 0 auto' },
        width: { xs: '100%', md: 420 },
        transition: 'top 150ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box
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
    </Box>,
    document.body,
  );
}

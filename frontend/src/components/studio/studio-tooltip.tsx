import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';

/** Spec §9: tooltips open after 700 ms; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every studio tooltip, as one provider would: moving from one to the next skips the delay.
// (MUI's own "next" window is a fixed 800 ms, so the delays are kept here and the tooltip is controlled.)
let lastClosedAt = Number.NEGATIVE_INFINITY;

export function StudioTooltip(props: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (event: SyntheticEvent) => {
    // MUI asks again for every mouseover of a nested element: the first ask sets the clock.
    if (timer.current !== undefined) return;
    const skip = event.type.startsWith('touch') || performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setOpen(true);
    }, skip ? 0 : TOOLTIP_OPEN_DELAY_MS);
  };

  const hide = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (open) lastClosedAt = performance.now();
    setOpen(false);
  };

  return <Tooltip enterDelay={0} enterNextDelay={0} leaveDelay={0} arrow {...props} open={open} onOpen={show} onClose={hide} />;
}

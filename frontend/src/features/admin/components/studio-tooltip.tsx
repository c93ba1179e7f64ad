import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

/** Spec §9: tooltips open after 700 ms; moving on to the next one skips the delay. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function StudioTooltip(props: TooltipProps) {
  return <Tooltip enterDelay={TOOLTIP_OPEN_DELAY_MS} enterNextDelay={0} leaveDelay={0} arrow {...props} />;
}

import Box from '@mui/system/Box';
import { useEffect, useState } from 'react';
import { Typography } from '@/components/ui/typography';
import { useInViewOnce } from '@/lib/use-in-view';
import { headingFont } from '@/theme/fonts';
import { visuallyHidden } from '@/components/ui/visually-hidden';

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STEPS = 60;
export const COUNTER_THRESHOLD = 0.5;

/** Spec §5: millions with one decimal and 'M'; thousands with separators; smaller numbers as they are. */
export function formatCount(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return Math.round(value).toLocaleString('en-US');
  return String(Math.round(value));
}

export interface CounterProps {
  end: number;
  label: string;
  prefix?: string;
  suffix?: string;
  delay?: number;
}

/** Counts up once, when half visible, after its delay: 2 s in 60 steps, fading in. */
export function Counter({ end, label, prefix = '', suffix = '', delay = 0 }: CounterProps) {
  const { ref, inView } = useInViewOnce<HTMLDivElement>(COUNTER_THRESHOLD);
  const [step, setStep] = useState(0);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!inView) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      setStarted(true);
      interval = setInterval(() => {
        setStep((current) => {
          if (current + 1 >= COUNTER_STEPS) clearInterval(interval);
          return Math.min(current + 1, COUNTER_STEPS);
        });
      }, COUNTER_DURATION_MS / COUNTER_STEPS);
    }, delay);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [inView, delay]);

  const value = step >= COUNTER_STEPS ? end : (end * step) / COUNTER_STEPS;
  const finalText = `${prefix}${formatCount(end)}${suffix}`;
  return (
    <Box ref={ref} sx={{ textAlign: 'center' }}>
      <Typography
        component="p"
        aria-hidden="true"
        data-testid="counter-value"
        sx={{
          fontFamily: headingFont,
          fontWeight: 700,
          fontSize: 'clamp(2.5rem, 5vw, 4.25rem)',
          letterSpacing: '-0.03em',
          lineHeight: 1,
          fontVariantNumeric: 'tabular-nums',
          opacity: started ? 1 : 0,
          transition: 'opacity 600ms ease',
          background: 'linear-gradient(120deg, var(--hf-palette-text-primary) 30%, var(--hf-palette-primary-main))',
          WebkitBackgroundClip: 'text',
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        {`${prefix}${formatCount(value)}${suffix}`}
      </Typography>
      <Box component="span" sx={visuallyHidden}>
        {finalText}
      </Box>
      <Typography sx={{ mt: 1, color: 'text.secondary', fontWeight: 600, letterSpacing: '0.08em', textTransform: 'uppercase', fontSize: 13 }}>
        {label}
      </Typography>
    </Box>
  );
}

import { useEffect, useState } from 'react';
import { Typography } from '@/components/ui/typography';
import { useInViewOnce } from '@/lib/use-in-view';
import a11y from '@/components/ui/visually-hidden.styles';
import styles from './showcase.styles';

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
    <div ref={ref} className={styles.counter}>
      <Typography
        component="p"
        aria-hidden="true"
        data-testid="counter-value"
        className={styles.counterValue}
        style={{ opacity: started ? 1 : 0 }}
      >
        {`${prefix}${formatCount(value)}${suffix}`}
      </Typography>
      <span className={a11y.visuallyHidden}>{finalText}</span>
      <Typography className={styles.counterLabel}>{label}</Typography>
    </div>
  );
}

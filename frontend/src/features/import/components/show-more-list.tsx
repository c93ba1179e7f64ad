import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';

/**
 * A list that shows its first `step` entries and a button for the next ones: an export of thousands of posts
 * renders a page at a time, not all at once.
 */
export function ShowMoreList<T>({ items, step = 10, label, render }: { items: readonly T[]; step?: number; label: string; render: (item: T, index: number) => ReactNode }) {
  const [shown, setShown] = useState(step);
  const left = items.length - shown;
  const next = Math.min(left, Math.max(step, 50));
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.slice(0, shown).map(render)}
      </Box>
      {left > 0 ? (
        <Button size="small" onClick={() => setShown((count) => count + next)} sx={{ mt: 1 }}>
          {next === left ? `Show the other ${left}` : `Show ${next} more (${left} not shown)`}
        </Button>
      ) : null}
    </>
  );
}

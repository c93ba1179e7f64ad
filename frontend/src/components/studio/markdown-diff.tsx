import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { diffWordsWithSpace } from 'diff';
import { useMemo, useState } from 'react';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { pairSections, textBelowHeading, selectableHeadings, type SectionPair, type SectionStatus } from '@/lib/studio/section-pairs';
import { StatusPill } from './status-pill';

/** Markdown source, shown as text (never rendered): monospace so the marks (##, *, |) line up, sized to read. */
export const SOURCE_TEXT_SX = {
  m: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 14,
  lineHeight: 1.7,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

/**
 * Colour is one cue of three: <ins>/<del> keep the underline and strike-through, and a hidden
 * "added:"/"removed:" marker (CSS-generated, so copied text stays clean) is read out by screen readers.
 * The tints are the theme's success/error colours, light enough for body text to keep its contrast.
 */
const tint = (tone: 'success' | 'error') =>
  ({
    color: 'text.primary',
    bgcolor: `rgba(var(--hf-palette-${tone}-mainChannel) / 0.22)`,
    borderRadius: '3px',
    textDecorationThickness: '1px',
    textDecorationColor: `var(--hf-palette-${tone}-main)`,
  }) as const;
const marker = (word: string) =>
  ({
    '&::before, &::after': visuallyHidden,
    '&::before': { content: `" [${word}: "` },
    '&::after': { content: '"] "' },
  }) as const;
const ADDED_LOOK = { ...tint('success'), textDecorationLine: 'underline' } as const;
const REMOVED_LOOK = { ...tint('error'), textDecorationLine: 'line-through' } as const;
const INSERTED = { ...ADDED_LOOK, ...marker('added') } as const;
const DELETED = { ...REMOVED_LOOK, ...marker('removed') } as const;

/** Words added and removed between two texts (jsdiff, whitespace kept as written). */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = useMemo(
    // A pathological pair (two unrelated long texts) gives up after a while: then all out, all in.
    () => diffWordsWithSpace(before, after, { timeout: 1500 }) ?? [
      { value: before, removed: true, added: false, count: 1 },
      { value: after, removed: false, added: true, count: 1 },
    ],
    [before, after],
  );
  return (
    <>
      {parts.map((part, index) =>
        part.added ? (
          <Box component="ins" key={index} sx={INSERTED}>
            {part.value}
          </Box>
        ) : part.removed ? (
          <Box component="del" key={index} sx={DELETED}>
            {part.value}
          </Box>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
}

const STATUS: Record<SectionStatus, { label: string; tone: 'warning' | 'success' | 'error' | 'neutral'; accent: string }> = {
  changed: { label: 'Changed', tone: 'warning', accent: 'warning.main' },
  added: { label: 'New', tone: 'success', accent: 'success.main' },
  removed: { label: 'Removed', tone: 'error', accent: 'error.main' },
  unchanged: { label: 'Unchanged', tone: 'neutral', accent: 'divider' },
};

const headingLabel = (heading: string | null) => heading ?? 'Opening text';

function SectionText({ pair }: { pair: SectionPair }) {
  const before = pair.before ? textBelowHeading(pair.before).trimEnd() : '';
  const after = pair.after ? textBelowHeading(pair.after).trimEnd() : '';
  if (!before && !after) return null;
  return (
    <Box component="pre" data-testid="diff-text" sx={{ ...SOURCE_TEXT_SX, px: 1.5, pb: 1.5 }}>
      {pair.status === 'unchanged' ? after : <WordDiff before={before} after={after} />}
    </Box>
  );
}

function summary(pairs: SectionPair[]): string {
  const count = (status: SectionStatus) => pairs.filter((pair) => pair.status === status).length;
  const parts = [
    [count('changed'), 'changed'],
    [count('added'), 'new'],
    [count('removed'), 'removed'],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, word]) => `${n} ${word}`)
    .join(' · ');
}

export interface MarkdownDiffProps {
  before: string;
  after: string;
  /** Names of the two versions, e.g. 'Current post' and 'AI proposal'. */
  beforeLabel?: string;
  afterLabel?: string;
  /** With onSelectedChange: a checkbox on every section the newer version changes or adds. */
  selected?: readonly string[];
  onSelectedChange?: (headings: string[]) => void;
}

/**
 * Two versions of a markdown text compared `##` section by section, word by word. Unchanged sections
 * fold to their heading; sections can be picked (by heading) when the caller takes them one by one.
 */
export function MarkdownDiff({ before, after, beforeLabel = 'Before', afterLabel = 'After', selected = [], onSelectedChange }: MarkdownDiffProps) {
  const pairs = useMemo(() => pairSections(before, after), [before, after]);
  const [showUnchanged, setShowUnchanged] = useState(false);
  const unchanged = pairs.filter((pair) => pair.status === 'unchanged').length;
  const selectable = onSelectedChange ? selectableHeadings(pairs) : [];
  const isSelectable = (pair: SectionPair) => pair.heading !== null && pair.after !== null && selectable.includes(pair.heading) && pair.status !== 'unchanged';

  const toggle = (heading: string) => {
    const chosen = new Set(selected);
    if (chosen.has(heading)) chosen.delete(heading);
    else chosen.add(heading);
    onSelectedChange?.(selectable.filter((item) => chosen.has(item)));
  };

  if (!pairs.length) return <Typography color="text.secondary">Both versions are empty: nothing to compare.</Typography>;

  return (
    <Box data-testid="markdown-diff">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {beforeLabel} → {afterLabel}
          {unchanged < pairs.length ? ` · ${summary(pairs)}` : ''}
        </Typography>
        <Stack direction="row" spacing={1.5} aria-hidden="true" sx={{ fontSize: 13 }}>
          <Box component="span" sx={{ ...ADDED_LOOK, px: 0.5 }}>
            added
          </Box>
          <Box component="span" sx={{ ...REMOVED_LOOK, px: 0.5 }}>
            removed
          </Box>
        </Stack>
      </Stack>
      {unchanged === pairs.length ? (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          No differences: both versions have the same text.
        </Typography>
      ) : null}
      {unchanged > 0 ? (
        <Button
          size="small"
          onClick={() => setShowUnchanged((shown) => !shown)}
          aria-expanded={showUnchanged}
          startIcon={showUnchanged ? <UnfoldLessIcon /> : <UnfoldMoreIcon />}
          sx={{ mb: 1 }}
        >
          {unchanged} unchanged section{unchanged === 1 ? '' : 's'}
        </Button>
      ) : null}
      <Box component="ol" aria-label={`Changes from ${beforeLabel} to ${afterLabel}`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {pairs.map((pair) => {
          const status = STATUS[pair.status];
          const folded = pair.status === 'unchanged' && !showUnchanged;
          const label = headingLabel(pair.heading);
          return (
            <Box
              component="li"
              key={pair.key}
              data-testid="diff-section"
              data-status={pair.status}
              sx={{ borderRadius: 2, border: 1, borderColor: 'divider', borderLeft: 4, borderLeftColor: status.accent, bgcolor: 'background.paper', minWidth: 0 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 1.5, py: folded ? 0.75 : 1, flexWrap: 'wrap' }}>
                {isSelectable(pair) ? (
                  <FormControlLabel
                    control={<Checkbox size="small" checked={selected.includes(pair.heading as string)} onChange={() => toggle(pair.heading as string)} />}
                    label={label}
                    sx={{ mr: 'auto', ml: -0.5, minWidth: 0, '& .MuiFormControlLabel-label': { fontWeight: 700, overflowWrap: 'anywhere' } }}
                  />
                ) : (
                  <Typography
                    component="span"
                    sx={{ mr: 'auto', minWidth: 0, overflowWrap: 'anywhere', fontWeight: folded ? 400 : 700, color: folded ? 'text.secondary' : 'text.primary' }}
                  >
                    {label}
                  </Typography>
                )}
                <StatusPill tone={status.tone}>{status.label}</StatusPill>
              </Stack>
              {folded ? null : <SectionText pair={pair} />}
            </Box>
          );
        })}
      </Box>
      {selectable.length ? (
        <Typography component="p" variant="caption" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
          {selected.length} of {selectable.length} changed section{selectable.length === 1 ? '' : 's'} selected
        </Typography>
      ) : null}
    </Box>
  );
}

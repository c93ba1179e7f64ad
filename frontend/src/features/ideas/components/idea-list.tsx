import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { ideaKey, ideaTitle } from '../lib/ideas';
import type { Idea } from '../types';
import { SimilarWarning } from './similar-warning';

export interface IdeaListProps {
  ideas: Idea[];
  /** Creates one draft per idea; resolves true when every draft was created (the selection is then cleared). */
  onCreate: (ideas: Idea[]) => Promise<boolean>;
  creating?: boolean;
}

/** 'Generated Ideas (n)': click an idea to toggle it; Select All, Clear All, 'Create Draft Posts (n)'. */
export function IdeaList({ ideas, onCreate, creating = false }: IdeaListProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only ideas still in the list count (a refetch may drop some).
  const chosen = useMemo(() => ideas.filter((idea) => selected.has(ideaKey(idea))), [ideas, selected]);

  const toggle = (idea: Idea) =>
    setSelected((current) => {
      const next = new Set(current);
      const key = ideaKey(idea);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const create = async () => {
    if (!chosen.length) return;
    if (await onCreate(chosen)) setSelected(new Set());
  };

  return (
    <Box component="section" aria-labelledby="generated-ideas-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Typography id="generated-ideas-title" variant="h6" component="h3">
          Generated Ideas ({ideas.length})
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setSelected(new Set(ideas.map(ideaKey)))} disabled={!ideas.length}>
            Select All
          </Button>
          <Button size="small" variant="outlined" onClick={() => setSelected(new Set())} disabled={!chosen.length}>
            Clear All
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={create}
            disabled={!chosen.length || creating}
            startIcon={creating ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <NoteAddIcon />}
          >
            Create Draft Posts ({chosen.length})
          </Button>
        </Stack>
      </Stack>
      <Box
        component="ul"
        aria-label="Generated ideas"
        data-testid="idea-list"
        sx={{ listStyle: 'none', m: 0, p: 0.5, maxHeight: '16rem', overflowY: 'auto', display: 'grid', gap: 1, borderRadius: '14px', border: 1, borderColor: 'divider' }}
      >
        {ideas.map((idea) => {
          const isSelected = selected.has(ideaKey(idea));
          const Icon = isSelected ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
          return (
            <li key={ideaKey(idea)}>
              <Box
                component="button"
                type="button"
                role="checkbox"
                aria-checked={isSelected}
                onClick={() => toggle(idea)}
                sx={{
                  all: 'unset',
                  boxSizing: 'border-box',
                  width: '100%',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 1.5,
                  py: 1.25,
                  borderRadius: 2,
                  cursor: 'pointer',
                  color: 'text.primary',
                  bgcolor: isSelected ? (theme) => alpha(theme.palette.primary.main, 0.12) : 'transparent',
                  '&:hover': { bgcolor: isSelected ? (theme) => alpha(theme.palette.primary.main, 0.18) : 'action.hover' },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: -2 },
                }}
              >
                <Icon fontSize="small" aria-hidden="true" sx={{ color: isSelected ? 'primary.main' : 'text.secondary', flexShrink: 0 }} />
                <Typography component="span" sx={{ fontSize: 15, lineHeight: 1.4 }}>
                  {ideaTitle(idea)}
                </Typography>
              </Box>
              <SimilarWarning idea={idea} />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

import AddLinkIcon from '@mui/icons-material/AddLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLinkSuggestions } from '../api/get-link-suggestions';
import { insertLink, linksTo } from '../lib/internal-links';
import { notifyError } from '@/components/studio/notify';

export const LINK_GONE_TEXT = 'That text is no longer in the article; save to get fresh suggestions.';

/**
 * 'Internal links': links the article could have to other published posts and the agency's pages, each
 * with the words of the article that would carry it. 'Add link' changes only the editor's text: nothing
 * is saved until the admin saves (with the editor's usual conditional save).
 */
export function LinkSuggestions({ postId, content, onContentChange }: { postId: number; content: string; onContentChange: (content: string) => void }) {
  const suggestions = useLinkSuggestions(postId);
  const open = (suggestions.data ?? []).filter((suggestion) => !linksTo(content, suggestion.target.path));
  if (!open.length) return null;

  const accept = (suggestion: (typeof open)[number]) => {
    const next = insertLink(content, suggestion);
    if (next === null) notifyError(LINK_GONE_TEXT);
    else onContentChange(next);
  };

  return (
    <Box component="section" aria-labelledby="link-suggestions-title" data-testid="link-suggestions" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, border: 1, borderColor: 'divider', display: 'grid', gap: 1.5 }}>
      <Typography id="link-suggestions-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Internal links ({open.length})
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {open.map((suggestion) => (
          <Stack key={`${suggestion.target.path}|${suggestion.anchorText}`} component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">
                <Box component="strong">“{suggestion.anchorText}”</Box> → {suggestion.target.title}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>({suggestion.target.path})</Box>
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {suggestion.excerpt}
              </Typography>
            </Box>
            <Button size="small" variant="outlined" startIcon={<AddLinkIcon />} onClick={() => accept(suggestion)} aria-label={`Add link to ${suggestion.target.title} on “${suggestion.anchorText}”`} sx={{ flexShrink: 0 }}>
              Add link
            </Button>
          </Stack>
        ))}
      </Box>
    </Box>
  );
}

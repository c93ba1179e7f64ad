import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { memo, useMemo } from 'react';
import { articleHeadInput, BLOG_CATEGORIES, buildHead, isValidSlug, parseKeywords, slugify, socialCard } from '@app/site';
import { STUDIO_SELECT_PROPS } from '@/components/studio/select-type-ahead';
import { formatDateTime } from '@/lib/studio/dates';
import type { PostSettings } from '@/features/posts/api/get-post-settings';
import type { Editable, EditableFields } from '@/features/posts/lib/editable-fields';
import { SocialCard } from './social-card';

export const SLUG_RULE_TEXT = 'Use lowercase letters a-z, digits and single hyphens (e.g. how-to-edit-faster).';

export type SettingsFields = Pick<EditableFields, 'title' | 'slug' | 'publishedAt' | 'category' | 'author' | 'keywords' | 'metaDescription' | 'excerpt' | 'featuredImage' | 'featuredImageAlt'>;

export interface SettingsPaneProps {
  fields: SettingsFields;
  /** Whether the post is live: only a live post has a publish date to change. */
  published: boolean;
  /** The slug as stored: a live post's old address redirects once a new one is saved. */
  storedSlug: string;
  settings: PostSettings | undefined;
  /** The server's word on the slug (taken by another post), shown under it until it changes. */
  slugError: string | null;
  onField: (field: Editable, value: string | null) => void;
}

/** 'yyyy-MM-ddTHH:mm' in this browser's time for a datetime-local field, and back to ISO. */
const toLocalInput = (iso: string | null) => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '');
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** The share card from the unsaved fields, by the same head tags the article page will carry (@app/site). */
function useSocialCard(fields: SettingsFields, settings: PostSettings | undefined) {
  const origin = useMemo(() => {
    try {
      return settings ? new URL(settings.socialPreview.url).origin : window.location.origin;
    } catch {
      return window.location.origin;
    }
  }, [settings]);
  const { title, slug, excerpt, metaDescription, keywords, featuredImage, featuredImageAlt, author, category } = fields;
  return useMemo(
    () => socialCard(buildHead(articleHeadInput({ title, slug, excerpt, metaDescription, keywords: parseKeywords(keywords), featuredImage, featuredImageAlt, author, category }), origin)),
    [title, slug, excerpt, metaDescription, keywords, featuredImage, featuredImageAlt, author, category, origin],
  );
}

/**
 * Post settings (issue 28 item 3): the slug (checked by the site's slug rule as it is typed; the server
 * says when another post has it), the publish date of a live post, category, author, keywords, meta
 * description, and the share card as the link will look.
 */
export const SettingsPane = memo(function SettingsPane({ fields, published, storedSlug, settings, slugError, onField }: SettingsPaneProps) {
  const card = useSocialCard(fields, settings);
  const slugValid = isValidSlug(fields.slug);
  const keywordsText = typeof fields.keywords === 'string' ? fields.keywords : parseKeywords(fields.keywords).join(', ');
  const suggested = slugify(fields.title);
  return (
    <Stack spacing={2.5} sx={{ p: 2 }}>
      <Box>
        <TextField
          label="URL slug"
          value={fields.slug}
          onChange={(event) => onField('slug', event.target.value)}
          fullWidth
          error={!slugValid || Boolean(slugError)}
          helperText={!slugValid ? SLUG_RULE_TEXT : (slugError ?? `/blog/${fields.slug}`)}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
        {suggested && suggested !== fields.slug ? (
          <Button size="small" onClick={() => onField('slug', suggested)} sx={{ mt: 0.5 }}>
            Use “{suggested}” (from the title)
          </Button>
        ) : null}
        {published && fields.slug !== storedSlug ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            The old address will redirect here for good once you save.
          </Typography>
        ) : null}
        {settings?.oldSlugs.length ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }} data-testid="old-slugs">
            Old addresses that redirect here: {settings.oldSlugs.map((old) => `/blog/${old.slug}`).join(', ')}
          </Typography>
        ) : null}
      </Box>
      <TextField
        label="Publish date"
        type="datetime-local"
        value={toLocalInput(fields.publishedAt)}
        onChange={(event) => onField('publishedAt', fromLocalInput(event.target.value))}
        disabled={!published}
        fullWidth
        helperText={published ? 'When the post went live, as the feed and the calendar show it.' : 'A draft gets its date when it goes live (schedule it from its card).'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField select slotProps={{ select: STUDIO_SELECT_PROPS }} label="Category" value={fields.category} onChange={(event) => onField('category', event.target.value)} fullWidth>
        {BLOG_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Author" value={fields.author ?? ''} onChange={(event) => onField('author', event.target.value)} fullWidth />
      <TextField label="Keywords" value={keywordsText} onChange={(event) => onField('keywords', event.target.value)} fullWidth helperText="Separated by commas; the first is the one readers search for." />
      <TextField label="Meta Description" value={fields.metaDescription ?? ''} onChange={(event) => onField('metaDescription', event.target.value)} multiline minRows={2} fullWidth helperText={`${(fields.metaDescription ?? '').length} characters (120-160 reads best)`} />
      {settings?.cover.stale ? (
        <Alert severity="info" data-testid="cover-stale">
          The cover still shows “{settings.cover.designedFor}”: a new one is proposed when you save the new title.
        </Alert>
      ) : null}
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Social preview
        </Typography>
        <SocialCard card={card} />
        {published && settings ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            Live since {formatDateTime(fields.publishedAt)}.
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
});

import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EditIcon from '@mui/icons-material/EditOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublishIcon from '@mui/icons-material/PublishOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import UnpublishedIcon from '@mui/icons-material/UnpublishedOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ResilientImage } from '@/components/ui/resilient-image';
import { paths } from '@/config/paths';
import { CategoryBadge } from '@/components/ui/category-badge';
import { draftBadge, formatShortDate, keywordList, READY_FOR_WRITING } from '../lib/rules';
import type { AdminPost } from '../types';
import { StatusPill } from './status-pill';

export function PostThumbnail({ post, height = 150 }: { post: Pick<AdminPost, 'featuredImage' | 'title'>; height?: number }) {
  return post.featuredImage ? (
    <ResilientImage src={post.featuredImage} alt={`Featured image for ${post.title}`} maxRetries={3} retryDelay={400} sx={{ height, bgcolor: 'action.hover' }} />
  ) : (
    <Box
      role="img"
      aria-label="No featured image yet"
      sx={{
        height,
        display: 'grid',
        placeItems: 'center',
        color: 'text.secondary',
        background: (theme) => `linear-gradient(135deg, ${theme.palette.action.hover}, transparent)`,
      }}
    >
      <ImageIcon fontSize="large" aria-hidden="true" />
    </Box>
  );
}

function CardShell({ post, badges, children, footer }: { post: AdminPost; badges: ReactNode; children?: ReactNode; footer: ReactNode }) {
  const keywords = keywordList(post);
  return (
    <Card component="article" data-testid="post-card" data-post-id={post.id} sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', height: '100%' }}>
      <PostThumbnail post={post} />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <CategoryBadge category={post.category} />
          {badges}
        </Stack>
        <Typography variant="h6" component="h4" sx={{ fontSize: 18, lineHeight: 1.3 }}>
          {post.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {post.excerpt}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {post.estimatedReadTime} min read · Created {formatShortDate(post.createdAt)}
        </Typography>
        {keywords.length ? (
          <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75 }} aria-label="Keywords">
            {keywords.slice(0, 6).map((keyword) => (
              <Box key={keyword} component="span" sx={{ fontSize: 12, px: 1, py: 0.25, borderRadius: 999, border: 1, borderColor: 'divider', color: 'text.secondary' }}>
                {keyword}
              </Box>
            ))}
          </Stack>
        ) : null}
        {children}
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, pt: 1 }}>
          {footer}
        </Stack>
      </Box>
    </Card>
  );
}

export interface DraftCardProps {
  post: AdminPost;
  /** Live progress of an AI production writing this draft, if any. */
  progress?: ReactNode;
  hasReview: boolean;
  onEdit: () => void;
  onPublish: () => void;
  onPreview: () => void;
  onWrite: () => void;
  onReview: () => void;
  busy?: boolean;
}

export function DraftCard({ post, progress, hasReview, onEdit, onPublish, onPreview, onWrite, onReview, busy }: DraftCardProps) {
  const badge = draftBadge(post);
  const writing = Boolean(progress);
  return (
    <CardShell
      post={post}
      badges={
        <StatusPill tone={badge === READY_FOR_WRITING ? 'info' : 'success'} testId="draft-badge">
          {badge}
        </StatusPill>
      }
      footer={
        <>
          <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEdit} aria-label={`Edit ${post.title}`}>
            Edit
          </Button>
          <Button size="small" variant="contained" startIcon={<PublishIcon />} onClick={onPublish} disabled={busy || writing} aria-label={`Publish ${post.title}`}>
            Publish
          </Button>
          <Button size="small" startIcon={<VisibilityIcon />} onClick={onPreview} aria-label={`Preview ${post.title}`}>
            Preview
          </Button>
          {hasReview ? (
            <Button size="small" color="secondary" variant="outlined" startIcon={<RateReviewIcon />} onClick={onReview} aria-label={`Review AI draft of ${post.title}`}>
              Review AI Draft
            </Button>
          ) : null}
          {badge === READY_FOR_WRITING && !writing ? (
            <Button size="small" color="secondary" variant="contained" startIcon={<AutoAwesomeIcon />} onClick={onWrite} disabled={busy} aria-label={`Write with AI: ${post.title}`}>
              Write with AI
            </Button>
          ) : null}
        </>
      }
    >
      {progress}
    </CardShell>
  );
}

export interface LiveCardProps {
  post: AdminPost;
  onEdit: () => void;
  onUnpublish: () => void;
  busy?: boolean;
  /** Shown above the buttons, e.g. the ageing notice with 'Refresh with AI'. */
  extra?: ReactNode;
}

export function LiveCard({ post, onEdit, onUnpublish, busy, extra }: LiveCardProps) {
  return (
    <CardShell
      post={post}
      badges={<StatusPill tone="success">Live</StatusPill>}
      footer={
        <>
          <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEdit} aria-label={`Edit ${post.title}`}>
            Edit
          </Button>
          <Button
            size="small"
            component="a"
            href={paths.article(post.slug)}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<OpenInNewIcon />}
            aria-label={`View ${post.title} (opens in a new tab)`}
          >
            View
          </Button>
          <Button size="small" color="warning" variant="outlined" startIcon={<UnpublishedIcon />} onClick={onUnpublish} disabled={busy} aria-label={`Unpublish ${post.title}`}>
            Unpublish
          </Button>
        </>
      }
    >
      {extra}
    </CardShell>
  );
}

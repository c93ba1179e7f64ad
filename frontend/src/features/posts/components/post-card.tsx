import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EditIcon from '@mui/icons-material/EditOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublishIcon from '@mui/icons-material/PublishOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import UnpublishedIcon from '@mui/icons-material/UnpublishedOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { StudioImage } from '@/components/studio/studio-image';
import { paths } from '@/config/paths';
import { CategoryBadge } from '@/components/article/category-badge';
import { draftBadge, keywordList, READY_FOR_WRITING } from '../lib/post-labels';
import { formatShortDate } from '@/lib/studio/dates';
import type { CardPost } from '../types';
import { StatusPill } from '@/components/studio/status-pill';

/** The placeholder of a post without a featured image. */
const NoImage = styled('div')(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  color: (theme.vars ?? theme).palette.text.secondary,
  background: `linear-gradient(135deg, ${(theme.vars ?? theme).palette.action.hover}, transparent)`,
}));

export function PostThumbnail({ post, height = 150 }: { post: Pick<CardPost, 'featuredImage' | 'title'>; height?: number }) {
  return post.featuredImage ? (
    <StudioImage src={post.featuredImage} alt={`Featured image for ${post.title}`} maxRetries={3} retryDelay={400} sx={{ height, bgcolor: 'action.hover' }} />
  ) : (
    <NoImage role="img" aria-label="No featured image yet" style={{ height }}>
      <ImageIcon fontSize="large" aria-hidden="true" />
    </NoImage>
  );
}

/**
 * A card's layout and type in one style rule for every card: a list page renders dozens of cards, and one
 * styled root costs far less to render than an `sx` on each of its parts (the Content Workflow tab's first
 * render, issue 18).
 */
const CardRoot = styled(Card)(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    height: '100%',
    // A card off screen is not laid out or painted until it scrolls near (about a card's size meanwhile).
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 420px',
    '& .card-body': { padding: theme.spacing(2.5), display: 'flex', flexDirection: 'column', gap: theme.spacing(1.25), flex: 1 },
    '& .card-row': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
    '& .card-title': { ...theme.typography.h6, fontSize: 18, lineHeight: 1.3, margin: 0 },
    '& .card-excerpt': { ...theme.typography.body2, color: palette.text.secondary, margin: 0, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
    '& .card-meta': { ...theme.typography.caption, color: palette.text.secondary },
    '& .card-keywords': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.75) },
    '& .card-keyword': { fontSize: 12, padding: theme.spacing(0.25, 1), borderRadius: 999, border: `1px solid ${palette.divider}`, color: palette.text.secondary },
    '& .card-spacer': { flex: 1 },
    '& .card-actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), paddingTop: theme.spacing(1) },
  };
}) as typeof Card; // keeps Card's `component` prop in the types

/** A live post's views over the last `days` days (reading analytics, issue 31). */
export interface CardViews {
  count: number;
  days: number;
}

const VIEWS = new Intl.NumberFormat('en-US');

function CardShell({ post, badges, children, footer, views }: { post: CardPost; badges: ReactNode; children?: ReactNode; footer: ReactNode; views?: CardViews }) {
  const keywords = keywordList(post);
  return (
    <CardRoot component="article" data-testid="post-card" data-post-id={post.id}>
      <PostThumbnail post={post} />
      <div className="card-body">
        <div className="card-row">
          <CategoryBadge category={post.category} />
          {badges}
        </div>
        <h4 className="card-title">{post.title}</h4>
        <p className="card-excerpt">{post.excerpt}</p>
        <span className="card-meta">
          {post.estimatedReadTime} min read · Created {formatShortDate(post.createdAt)}
          {views ? <span data-testid="card-views"> · {VIEWS.format(views.count)} {views.count === 1 ? 'view' : 'views'} in {views.days} days</span> : null}
        </span>
        {keywords.length ? (
          <div className="card-keywords" aria-label="Keywords">
            {keywords.slice(0, 6).map((keyword) => (
              <span key={keyword} className="card-keyword">
                {keyword}
              </span>
            ))}
          </div>
        ) : null}
        {children}
        <div className="card-spacer" />
        <div className="card-actions">{footer}</div>
      </div>
    </CardRoot>
  );
}

export interface DraftCardProps {
  post: CardPost;
  /** Live progress of an AI production writing this draft, if any. */
  progress?: ReactNode;
  hasReview: boolean;
  onEdit: () => void;
  onPublish: () => void;
  onPreview: () => void;
  onWrite: () => void;
  onReview: () => void;
  /** Schedule / reschedule (issue 17); its label says the time when the post has one. */
  onSchedule?: () => void;
  scheduleLabel?: string;
  busy?: boolean;
}

export function DraftCard({ post, progress, hasReview, onEdit, onPublish, onPreview, onWrite, onReview, onSchedule, scheduleLabel, busy }: DraftCardProps) {
  const badge = draftBadge(post);
  const writing = Boolean(progress);
  return (
    <CardShell
      post={post}
      badges={
        <>
          <StatusPill tone={badge === READY_FOR_WRITING ? 'info' : 'success'} testId="draft-badge">
            {badge}
          </StatusPill>
          {post.publishAt && scheduleLabel ? (
            <StatusPill tone="warning" testId="scheduled-badge">
              {scheduleLabel}
            </StatusPill>
          ) : null}
        </>
      }
      footer={
        <>
          <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEdit} aria-label={`Edit ${post.title}`}>
            Edit
          </Button>
          <Button size="small" variant="contained" startIcon={<PublishIcon />} onClick={onPublish} disabled={busy || writing} aria-label={`Publish ${post.title}`}>
            Publish
          </Button>
          {onSchedule ? (
            <Button size="small" variant="outlined" startIcon={<ScheduleIcon />} onClick={onSchedule} disabled={busy || writing} aria-label={`${post.publishAt ? 'Reschedule' : 'Schedule'} ${post.title}`}>
              {post.publishAt ? 'Reschedule' : 'Schedule'}
            </Button>
          ) : null}
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
  post: CardPost;
  onEdit: () => void;
  onUnpublish: () => void;
  busy?: boolean;
  /** Shown above the buttons, e.g. the ageing notice with 'Refresh with AI'. */
  extra?: ReactNode;
  /** Its views lately, when the reading figures are known. */
  views?: CardViews;
}

export function LiveCard({ post, onEdit, onUnpublish, busy, extra, views }: LiveCardProps) {
  return (
    <CardShell
      post={post}
      views={views}
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

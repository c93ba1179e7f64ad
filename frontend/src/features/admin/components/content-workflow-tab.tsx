import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAgeingPosts } from '../api/ageing';
import { useAdminPosts, useSetPublished } from '../api/posts';
import { usePublishGuard } from './publish-guard';
import { useProductions, useStartProduction } from '../api/productions';
import { TOAST_TEXT } from '../lib/messages';
import { notifyError, notifySuccess } from '../lib/notify';
import { draftBadge, READY_FOR_WRITING } from '../lib/rules';
import type { AdminPost, Production } from '../types';
import { AgeingNotice } from './ageing/ageing-notice';
import { ChangeImageModal, type ImageTarget } from './change-image-modal';
import { EditPostModal } from './edit-post-modal';
import { OrphanPosts } from './internal-links/orphan-posts';
import { DraftCard, LiveCard } from './post-card';
import { PostPreviewModal } from './post-preview-modal';
import { ProductionPreviewModal } from './production-preview-modal';
import { isActiveProduction, ProductionProgress, ProductionsSection } from './productions-section';
import { RequestChangesModal } from './request-changes-modal';

// The chart library is fetched only when the studio shows the spend panel, not with the studio's first screen.
const SpendPanel = lazy(() => import('./spend-panel').then((module) => ({ default: module.SpendPanel })));

function SectionHeader({ id, title, aside }: { id: string; title: string; aside?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'baseline' }, justifyContent: 'space-between', gap: 0.5, mb: 2 }}>
      <Typography id={id} variant="h5" component="h2">
        {title}
      </Typography>
      {aside}
    </Stack>
  );
}

function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Paper sx={{ p: 5, textAlign: 'center', borderRadius: '20px', border: '1px dashed', borderColor: 'divider', bgcolor: 'transparent' }}>
      <ArticleIcon sx={{ fontSize: 40, color: 'text.secondary', mb: 1 }} aria-hidden="true" />
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {hint ? <Typography color="text.secondary">{hint}</Typography> : null}
    </Paper>
  );
}

function Glance({ items }: { items: { label: string; value: number; color: string }[] }) {
  return (
    <Box component="dl" aria-label="At a glance" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ p: 2, borderRadius: '16px', border: 1, borderColor: 'divider', bgcolor: 'background.paper', position: 'relative', overflow: 'hidden' }}>
          <Box aria-hidden="true" sx={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 4, bgcolor: item.color }} />
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const GRID = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

function CardSkeletons() {
  return (
    <Box sx={GRID}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={360} sx={{ borderRadius: 5 }} />
      ))}
    </Box>
  );
}

/** 'Draft Blog Posts', 'Live Posts' and the AI productions, with every modal of the workflow. */
export function ContentWorkflowTab() {
  const posts = useAdminPosts();
  const productions = useProductions();
  const setPublished = useSetPublished();
  const startProduction = useStartProduction();
  const publishGuard = usePublishGuard();
  const ageing = useAgeingPosts();

  const [editing, setEditing] = useState<AdminPost | null>(null);
  const [previewing, setPreviewing] = useState<AdminPost | null>(null);
  const [previewProductionId, setPreviewProductionId] = useState<number | null>(null);
  const [revising, setRevising] = useState<Production | null>(null);
  const [imageTarget, setImageTarget] = useState<ImageTarget | null>(null);
  const imageChanged = useRef<((image: string) => void) | undefined>(undefined);
  const [startingFor, setStartingFor] = useState<number | null>(null);

  const all = posts.data ?? [];
  const drafts = all.filter((post) => !post.published);
  const live = all.filter((post) => post.published);
  const productionList = useMemo(() => productions.data ?? [], [productions.data]);
  const previewProduction = productionList.find((item) => item.id === previewProductionId) ?? null;
  const ageingById = useMemo(() => new Map((ageing.data?.posts ?? []).map((item) => [item.id, item])), [ageing.data]);

  /** The newest production of each post (the list is newest first). */
  const productionByPost = useMemo(() => {
    const map = new Map<number, Production>();
    for (const production of productionList) if (!map.has(production.postId)) map.set(production.postId, production);
    return map;
  }, [productionList]);

  const setPublishedNow = (post: AdminPost, published: boolean) =>
    setPublished.mutate(
      { id: post.id, published },
      {
        onSuccess: () => notifySuccess(published ? TOAST_TEXT.published : TOAST_TEXT.unpublished),
        onError: () => notifyError(published ? TOAST_TEXT.publishFailed : TOAST_TEXT.unpublishFailed),
      },
    );

  /** Unpublish at once; publish after the checklist, which asks first when it has blockers. */
  const publish = (post: AdminPost, published: boolean) =>
    published ? void publishGuard.guard({ kind: 'post', id: post.id }, 'Publish anyway', () => setPublishedNow(post, true)) : setPublishedNow(post, false);

  const writeWithAi = (post: AdminPost) => {
    setStartingFor(post.id);
    startProduction.mutate({ postId: post.id }, { onSettled: () => setStartingFor(null) });
  };

  const openImage = (target: ImageTarget, onChanged?: (image: string) => void) => {
    imageChanged.current = onChanged;
    setImageTarget(target);
  };

  return (
    <Stack spacing={5}>
      <Glance
        items={[
          { label: READY_FOR_WRITING, value: drafts.filter((post) => draftBadge(post) === READY_FOR_WRITING).length, color: '#3b82f6' },
          { label: 'AI writing now', value: productionList.filter(isActiveProduction).length, color: '#a855f7' },
          { label: 'Awaiting your review', value: productionList.filter((item) => item.status === 'ready_for_review').length, color: '#f59e0b' },
          { label: 'Live on the blog', value: live.length, color: '#22c55e' },
        ]}
      />
      <ProductionsSection productions={productionList} onPreview={(production) => setPreviewProductionId(production.id)} />
      <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ borderRadius: '20px' }} />}>
        <SpendPanel />
      </Suspense>

      <Box component="section" aria-labelledby="drafts-title">
        <SectionHeader
          id="drafts-title"
          title="Draft Blog Posts"
          aside={
            <Typography variant="body2" color="text.secondary">
              {drafts.length} draft{drafts.length === 1 ? '' : 's'}
            </Typography>
          }
        />
        {posts.isPending ? (
          <CardSkeletons />
        ) : drafts.length ? (
          <Box sx={GRID} data-testid="draft-list">
            {drafts.map((post) => {
              const production = productionByPost.get(post.id);
              const active = production && isActiveProduction(production) ? production : undefined;
              return (
                <DraftCard
                  key={post.id}
                  post={post}
                  progress={active ? <ProductionProgress production={active} /> : undefined}
                  hasReview={production?.status === 'ready_for_review'}
                  busy={startingFor === post.id || setPublished.isPending || publishGuard.checking}
                  onEdit={() => setEditing(post)}
                  onPublish={() => publish(post, true)}
                  onPreview={() => setPreviewing(post)}
                  onWrite={() => writeWithAi(post)}
                  onReview={() => production && setPreviewProductionId(production.id)}
                />
              );
            })}
          </Box>
        ) : (
          <EmptyState title="No drafts found" hint="Generate ideas to create draft posts" />
        )}
      </Box>

      <Box component="section" aria-labelledby="live-title">
        <SectionHeader
          id="live-title"
          title="Live Posts"
          aside={
            <Typography variant="body2" color="text.secondary" data-testid="post-counts">
              Total: {all.length} · Published: {live.length} · Drafts: {drafts.length}
            </Typography>
          }
        />
        {posts.isPending ? (
          <CardSkeletons />
        ) : live.length ? (
          <Box sx={GRID} data-testid="live-list">
            {live.map((post) => (
              <LiveCard
                key={post.id}
                post={post}
                busy={setPublished.isPending}
                onEdit={() => setEditing(post)}
                onUnpublish={() => publish(post, false)}
                extra={ageingById.has(post.id) ? <AgeingNotice post={ageingById.get(post.id)!} title={post.title} /> : undefined}
              />
            ))}
          </Box>
        ) : (
          <EmptyState title="No posts found" />
        )}
      </Box>
      <OrphanPosts onEdit={(id) => setEditing(all.find((post) => post.id === id) ?? null)} />

      <EditPostModal
        post={editing}
        productionId={editing ? (productionByPost.get(editing.id)?.id ?? null) : null}
        onClose={() => setEditing(null)}
        onChangeImage={(post, onChanged) => openImage({ kind: 'post', id: post.id, title: post.title, currentImage: post.featuredImage }, onChanged)}
      />
      <PostPreviewModal post={previewing} onClose={() => setPreviewing(null)} />
      <ProductionPreviewModal
        production={previewProduction}
        onClose={() => setPreviewProductionId(null)}
        onRequestChanges={(production) => setRevising(production)}
        onChangeImage={(production) =>
          openImage({ kind: 'production', id: production.id, title: production.title, currentImage: production.featuredImage })
        }
      />
      <RequestChangesModal production={revising} onClose={() => setRevising(null)} onRequested={() => setPreviewProductionId(null)} />
      {publishGuard.dialog}
      <ChangeImageModal target={imageTarget} onClose={() => setImageTarget(null)} onChanged={(image) => imageChanged.current?.(image)} />
    </Stack>
  );
}

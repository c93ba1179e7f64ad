import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDebounce } from 'use-debounce';
import { useInViewOnce } from '@/lib/use-in-view';
import { postQuery } from '@/lib/studio/api/get-post';
import { usePostSummaries } from '@/lib/studio/api/get-post-summaries';
import { useSetPublished } from '@/features/posts/api/set-published';
import { usePublishGuard } from '@/components/studio/publish-guard';
import { getNewestProductionId, useProductionSummaries } from '@/features/productions/api/get-production-summaries';
import { useStartProduction } from '@/lib/studio/api/start-production';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import { notifyError, notifySuccess } from '@/components/studio/notify';
import { READY_FOR_WRITING } from '@/features/posts/lib/post-labels';
import type { AdminPost, PostSummary, PostSummaryPage } from '@/lib/studio/post';
import type { Production } from '@/features/productions/types';
import { AgeingNotice } from '@/features/insights/components/ageing-notice';
import { AgeingPosts } from '@/features/insights/components/ageing-posts';
import { ChangeImageModal, type ImageTarget } from './change-image-modal';
import { PostEditor } from './post-editor';
import { useEditorLink } from './use-editor-link';
import { useUnpublish } from './use-unpublish';
import { ProductionPreview } from './production-preview';
import { OrphanPosts } from '@/features/insights/components/orphan-posts';
import { DraftCard, LiveCard } from '@/features/posts/components/post-card';
import { formatScheduleTime } from '@/features/calendar/components/time-zone';
import { usePostScheduler } from '@/features/calendar/components/use-post-scheduler';
import { useRefreshAtNextGoLive } from '@/features/calendar/components/use-refresh-at-go-live';
import { ALL_CATEGORIES, PostFilters, PostList } from '@/features/posts/components/post-list';
import { PostPreviewModal } from '@/features/posts/components/post-preview-modal';
import { isActiveProduction, ProductionProgress, ProductionsSection, productionTally } from '@/features/productions/components/productions-section';
import { RequestChangesModal } from '@/features/productions/components/request-changes-modal';
import { usePostViews } from '@/features/analytics/api/get-post-views';

/** Typing in the search box asks the gateway once the typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

// The chart library is fetched only when the studio shows the spend panel, not with the studio's first screen.
const SpendPanel = lazy(() => import('@/features/usage/components/spend-panel').then((module) => ({ default: module.SpendPanel })));

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

/**
 * The four figures at the top: the posts' counts come with the lists, the productions' from their own read.
 * It reads the productions itself, so that read arriving re-renders the figures, not the tab's cards.
 */
function StudioGlance({ counts }: { counts: PostSummaryPage['counts'] | undefined }) {
  const tally = productionTally(useProductionSummaries().data?.pages[0]?.counts);
  return (
    <Glance
      items={[
        { label: READY_FOR_WRITING, value: counts?.readyForWriting ?? 0, color: '#3b82f6' },
        { label: 'AI writing now', value: tally.inProgress, color: '#a855f7' },
        { label: 'Awaiting your review', value: tally.readyForReview, color: '#f59e0b' },
        { label: 'Live on the blog', value: counts?.published ?? 0, color: '#22c55e' },
      ]}
    />
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

/** How near the viewport the side lists' place must come before they are read. */
const SIDE_LISTS_MARGIN = '800px';

/**
 * 'Ageing posts' and 'Orphan posts' under the live posts: read once the post lists are on screen and the
 * admin scrolls near them (finding the orphans reads every published article: ~0.2 s of PostgreSQL at 10,000 posts).
 */
function SideLists({ ready, onEdit }: { ready: boolean; onEdit: (postId: number) => void }) {
  const { ref, inView } = useInViewOnce<HTMLDivElement>(0, SIDE_LISTS_MARGIN);
  return (
    <Stack ref={ref} spacing={5}>
      <AgeingPosts onEdit={onEdit} enabled={ready && inView} />
      <OrphanPosts onEdit={onEdit} enabled={ready && inView} />
    </Stack>
  );
}

/** 'Draft Blog Posts', 'Live Posts' and the AI productions, with every modal of the workflow. */
export function ContentWorkflowTab() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = { q: q || undefined, category: category === ALL_CATEGORIES ? undefined : category };
  const filtered = Boolean(filters.q || filters.category);
  const drafts = usePostSummaries({ published: false, ...filters });
  const live = usePostSummaries({ published: true, ...filters });
  const queryClient = useQueryClient();
  const setPublished = useSetPublished();
  const startProduction = useStartProduction();
  const publishGuard = usePublishGuard();
  // Unpublish asks first and offers Undo (issue 27).
  const unpublish = useUnpublish();
  const scheduler = usePostScheduler();
  // Each live card's views over the last 30 days: one read for every card, joined by id (issue 31).
  const viewsOf = usePostViews();

  /** The post in the Edit modal, and its newest production ('Rewrite this sentence' asks it); the address names it. */
  const [editing, setEditing] = useState<{ post: AdminPost; productionId: number | null } | null>(null);
  const editorLink = useEditorLink();
  const knownProductions = useRef(new Map<number, number | null>());
  const [previewing, setPreviewing] = useState<AdminPost | null>(null);
  const [previewProductionId, setPreviewProductionId] = useState<number | null>(null);
  const [revising, setRevising] = useState<Production | null>(null);
  const [imageTarget, setImageTarget] = useState<ImageTarget | null>(null);
  const imageChanged = useRef<((image: string) => void) | undefined>(undefined);
  const [startingFor, setStartingFor] = useState<number | null>(null);

  // The blog's counts, whatever the filters; both lists carry them (the live list's are as fresh).
  const counts = (live.data ?? drafts.data)?.pages[0]?.counts;
  const draftTotal = drafts.data?.pages[0]?.total ?? 0;
  // A scheduled draft on screen moves to Live Posts by itself once its time has come.
  useRefreshAtNextGoLive(useMemo(() => drafts.data?.pages.flatMap((page) => page.items) ?? [], [drafts.data]));
  // The side lists (ageing, orphans) are read once the post lists are on screen, not in the same breath.
  const listsShown = !drafts.isPending && !live.isPending;

  const publishNow = (post: PostSummary) =>
    setPublished.mutate(
      { id: post.id, published: true },
      { onSuccess: () => notifySuccess(TOAST_TEXT.published), onError: () => notifyError(TOAST_TEXT.publishFailed) },
    );

  /** Publish after the checklist, which asks first when it has blockers. */
  const publish = (post: PostSummary) => void publishGuard.guard({ kind: 'post', id: post.id }, 'Publish anyway', () => publishNow(post));

  const writeWithAi = (post: PostSummary) => {
    setStartingFor(post.id);
    startProduction.mutate({ postId: post.id }, { onSettled: () => setStartingFor(null) });
  };

  /** The lists hold summaries: the Edit modal and the preview get the whole post, as it is now. */
  const withWholePost = (id: number, open: (whole: AdminPost) => void) =>
    queryClient.fetchQuery({ ...postQuery(id), staleTime: 0 }).then(open, () => notifyError(TOAST_TEXT.loadFailed));
  /** Opening an editor puts its post in the address; the effect below opens what the address names. */
  const edit = (id: number, known?: number | null) => {
    if (known !== undefined) knownProductions.current.set(id, known);
    editorLink.open(id);
  };
  const requested = editorLink.requested;
  const closeEditor = editorLink.close;
  useEffect(() => {
    if (requested === null) {
      setEditing(null);
      return undefined;
    }
    let current = true;
    // A card knows its post's newest production; a side list's row or an address does not, so it is asked for alongside the post.
    const known = knownProductions.current.get(requested);
    const production = known !== undefined ? Promise.resolve(known) : getNewestProductionId(requested).catch(() => null);
    void queryClient.fetchQuery({ ...postQuery(requested), staleTime: 0 }).then(
      (post) => production.then((productionId) => current && setEditing({ post, productionId })),
      () => {
        if (!current) return;
        notifyError(TOAST_TEXT.loadFailed);
        closeEditor();
      },
    );
    return () => {
      current = false;
    };
    // closeEditor changes with the history entry; the post to open is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested, queryClient]);

  const openImage = (target: ImageTarget, onChanged?: (image: string) => void) => {
    imageChanged.current = onChanged;
    setImageTarget(target);
  };

  return (
    <Stack spacing={5}>
      <StudioGlance counts={counts} />
      <ProductionsSection onPreview={setPreviewProductionId} />
      <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ borderRadius: '20px' }} />}>
        <SpendPanel />
      </Suspense>

      <PostFilters search={search} onSearch={setSearch} category={category} onCategory={setCategory} />

      <Box component="section" aria-labelledby="drafts-title">
        <SectionHeader
          id="drafts-title"
          title="Draft Blog Posts"
          aside={
            <Typography variant="body2" color="text.secondary">
              {draftTotal} draft{draftTotal === 1 ? '' : 's'}
              {filtered ? (draftTotal === 1 ? ' matches' : ' match') : ''}
            </Typography>
          }
        />
        <PostList
          query={drafts}
          testId="draft-list"
          noun="drafts"
          empty={filtered ? { title: 'No drafts found', hint: 'Try another search or category' } : { title: 'No drafts found', hint: 'Generate ideas to create draft posts' }}
          renderCard={(post) => {
            const production = post.production;
            const active = production && isActiveProduction(production) ? production : undefined;
            return (
              <DraftCard
                key={post.id}
                post={post}
                progress={active ? <ProductionProgress production={active} /> : undefined}
                hasReview={production?.status === 'ready_for_review'}
                busy={startingFor === post.id || setPublished.isPending || publishGuard.checking}
                onEdit={() => edit(post.id, production?.id ?? null)}
                onPublish={() => publish(post)}
                onPreview={() => withWholePost(post.id, setPreviewing)}
                onWrite={() => writeWithAi(post)}
                onReview={() => production && setPreviewProductionId(production.id)}
                onSchedule={() => scheduler.schedule(post)}
                scheduleLabel={post.publishAt ? `Scheduled ${formatScheduleTime(new Date(post.publishAt))}` : undefined}
              />
            );
          }}
        />
      </Box>

      <Box component="section" aria-labelledby="live-title">
        <SectionHeader
          id="live-title"
          title="Live Posts"
          aside={
            <Typography variant="body2" color="text.secondary" data-testid="post-counts">
              Total: {counts?.total ?? 0} · Published: {counts?.published ?? 0} · Drafts: {counts?.draft ?? 0}
            </Typography>
          }
        />
        <PostList
          query={live}
          testId="live-list"
          noun="live posts"
          empty={filtered ? { title: 'No posts found', hint: 'Try another search or category' } : { title: 'No posts found' }}
          renderCard={(post) => (
            <LiveCard
              key={post.id}
              views={viewsOf(post.id)}
              post={post}
              busy={setPublished.isPending || unpublish.pending}
              onEdit={() => edit(post.id, post.production?.id ?? null)}
              onUnpublish={() => unpublish.request(post)}
              extra={
                post.ageDays !== null ? (
                  <AgeingNotice post={{ id: post.id, ageDays: post.ageDays }} title={post.title} onReview={() => edit(post.id, post.production?.id ?? null)} />
                ) : undefined
              }
            />
          )}
        />
      </Box>
      <SideLists ready={listsShown} onEdit={(id) => edit(id)} />

      <PostEditor
        post={editing?.post ?? null}
        productionId={editing?.productionId ?? null}
        onClose={closeEditor}
        onChangeImage={(post, onChanged) => openImage({ kind: 'post', id: post.id, postId: post.id, title: post.title, currentImage: post.featuredImage }, onChanged)}
      />
      <PostPreviewModal post={previewing} onClose={() => setPreviewing(null)} />
      <ProductionPreview
        productionId={previewProductionId}
        onClose={() => setPreviewProductionId(null)}
        onRequestChanges={(production) => setRevising(production)}
        onChangeImage={(production) =>
          openImage({ kind: 'production', id: production.id, postId: production.postId, title: production.title, currentImage: production.featuredImage })
        }
      />
      <RequestChangesModal production={revising} onClose={() => setRevising(null)} onRequested={() => setPreviewProductionId(null)} />
      {publishGuard.dialog}
      {unpublish.dialog}
      {scheduler.element}
      <ChangeImageModal
        target={imageTarget}
        onClose={() => setImageTarget(null)}
        onChanged={(image) => imageChanged.current?.(image)}
        onReview={(target) => (target.kind === 'production' ? setPreviewProductionId(target.id) : void edit(target.postId))}
      />
    </Stack>
  );
}

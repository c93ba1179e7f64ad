import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import type { components } from '@/lib/api/schema';
import { getPost } from '@/lib/studio/api/get-post';
import { checksQueryOptions, type ChecksTarget } from '@/lib/studio/api/get-checks';
import { postProposalsKey, refreshPosts } from '@/lib/studio/query-keys';
import { useJob } from '@/lib/studio/api/get-job';
import type { AdminPost } from '@/lib/studio/post';
import { notifyError } from '@/components/studio/notify';
import { usePostDeletion } from '@/components/studio/post-deletion';
import { ModalHeader } from '@/components/studio/modal-header';
import { usePostSettings } from '../api/get-post-settings';
import type { UploadedImage } from '../api/upload-image';
import { sourceRangeOf } from '../lib/claims-in-text';
import { EDITABLE } from '../lib/editable-fields';
import { checkMarks } from '../lib/check-marks';
import { useChecksTarget } from '../lib/use-checks-target';
import { usePostEditing } from '../lib/use-post-editing';
import { ArticlePreview } from './editor/article-preview';
import { DetailsPane } from './editor/details-pane';
import { ImageUploadDialog } from './editor/image-upload-dialog';
import { SettingsPane } from './editor/settings-pane';
import { LeaveEditorDialog } from './editor/leave-editor-dialog';
import { MergeDialog } from './editor/merge-dialog';
import type { SourceApi } from './editor/markdown-source';
import { RestoreDraftDialog } from './editor/restore-draft-dialog';
import { SaveStatus } from './editor/save-status';
import { RevisionHistory } from './revision-history';

export { mergeEdits } from '../lib/editable-fields';

type ProposalDto = components['schemas']['ProposalDto'];

// CodeMirror comes with the editor, not with the studio's first screen.
const MarkdownSource = lazy(() => import('./editor/markdown-source'));

/**
 * What other studio features show inside the editor. The studio shell passes them in (a feature never
 * imports another), so the editor stays the posts feature's while proposals, topic memory, link
 * suggestions and the checklist stay their own features'.
 */
export interface EditorPanels {
  /** The post's pending AI proposals, each to take or drop (proposals). */
  Proposals: ComponentType<{ postId: number; onAccepted: (post: AdminPost) => void }>;
  /** The published posts this one resembles (insights: topic memory). */
  SimilarPosts: ComponentType<{ postId: number }>;
  /** Links the article could have, inserted into the content being edited (insights: internal links). */
  LinkSuggestions: ComponentType<{ postId: number; content: string; onContentChange: (content: string) => void }>;
  /** Publish readiness; 'Show in text' selects an unsupported claim in the content field (trust). */
  Checklist: ComponentType<{ target: ChecksTarget; productionId: number | null; postId: number | null; onShowInText?: (sentence: string) => void }>;
}

export interface EditPostModalProps {
  post: AdminPost | null;
  panels: EditorPanels;
  /** The post's newest AI production: 'Rewrite this sentence' asks it for a section rewrite. */
  productionId?: number | null;
  onClose: () => void;
  onChangeImage: (post: AdminPost, onChanged: (image: string) => void) => void;
}

export function EditPostModal({ post, panels, productionId = null, onClose, onChangeImage }: EditPostModalProps) {
  return post ? <EditPostForm key={post.id} post={post} panels={panels} productionId={productionId} onClose={onClose} onChangeImage={onChangeImage} /> : null;
}

type PaneId = 'write' | 'preview' | 'proposals' | 'details' | 'settings' | 'checks' | 'history';
const PANE_LABEL: Record<PaneId, string> = { write: 'Write', preview: 'Preview', proposals: 'AI changes', details: 'Details', settings: 'Settings', checks: 'Checks', history: 'History' };
type GroupId = 'main' | 'writing' | 'reading' | 'side';
const GROUP_LABEL: Record<GroupId, string> = { main: 'Editor views', writing: 'Editor views', reading: 'Preview views', side: 'Post panels' };

/**
 * Where the panes go. Phones: one set of tabs, full screen. Tablets: the writing (Write / Preview / AI
 * changes) on the left, Details, Checks and History on the right. Wide screens: the source, the preview
 * (or the AI changes) beside it, and the right-hand panels. 'AI changes' is there while a proposal waits.
 */
function useEditorLayout(): { phone: boolean; groups: { id: GroupId; panes: PaneId[] }[] } {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const split = useMediaQuery(theme.breakpoints.up('lg'));
  // Always there (its panel reads the proposals), offered only while one waits.
  const review: PaneId[] = ['proposals'];
  const side: PaneId[] = ['details', 'settings', 'checks', 'history'];
  if (phone) return { phone, groups: [{ id: 'main', panes: ['write', 'preview', ...review, ...side] }] };
  if (!split) return { phone, groups: [{ id: 'writing', panes: ['write', 'preview', ...review] }, { id: 'side', panes: side }] };
  return { phone, groups: [{ id: 'writing', panes: ['write'] }, { id: 'reading', panes: ['preview', ...review] }, { id: 'side', panes: side }] };
}

function PaneTabs({ id, panes, value, onChange, label, counts }: { id: string; panes: PaneId[]; value: PaneId; onChange: (pane: PaneId) => void; label: string; counts: Partial<Record<PaneId, number>> }) {
  return (
    <Tabs
      value={value}
      onChange={(_event, pane: PaneId) => onChange(pane)}
      aria-label={label}
      variant="scrollable"
      scrollButtons={false}
      sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider', flexShrink: 0, '& .MuiTab-root': { minHeight: 40, minWidth: 0, px: { xs: 1.1, sm: 1.5 } } }}
    >
      {panes.map((pane) => (
        <Tab key={pane} value={pane} label={counts[pane] ? `${PANE_LABEL[pane]} (${counts[pane]})` : PANE_LABEL[pane]} id={`${id}-tab-${pane}`} aria-controls={`${id}-pane-${pane}`} />
      ))}
    </Tabs>
  );
}

function Pane({ id, pane, shown, tabbed, scroll = true, children }: { id: string; pane: PaneId; shown: boolean; tabbed: boolean; scroll?: boolean; children: ReactNode }) {
  return (
    <Box
      role={tabbed ? 'tabpanel' : 'region'}
      id={`${id}-pane-${pane}`}
      aria-labelledby={tabbed ? `${id}-tab-${pane}` : undefined}
      aria-label={tabbed ? undefined : PANE_LABEL[pane]}
      // A pane that scrolls can be reached and scrolled from the keyboard.
      tabIndex={scroll ? 0 : undefined}
      hidden={!shown}
      data-testid={`editor-pane-${pane}`}
      sx={{ flex: 1, minHeight: 0, overflowY: scroll ? 'auto' : 'hidden', display: shown ? 'flex' : 'none', flexDirection: 'column' }}
    >
      {children}
    </Box>
  );
}

/** How many AI proposals wait: read from the cache the proposals panel fills (it does the reading). */
function usePendingProposalCount(postId: number): number {
  return useQuery<ProposalDto[]>({ queryKey: postProposalsKey(postId), enabled: false }).data?.length ?? 0;
}

function EditPostForm({ post, panels, productionId, onClose, onChangeImage }: Omit<EditPostModalProps, 'post' | 'productionId'> & { post: AdminPost; productionId: number | null }) {
  const editing = usePostEditing(post);
  const { form, stored, setField, adopt } = editing;
  const [leaving, setLeaving] = useState(false);
  const source = useRef<SourceApi | null>(null);
  // Delete asks first and offers Undo (issue 27; components/studio/post-deletion).
  const deletion = usePostDeletion();
  // Gone once a delete starts: the refresh after it must not ask for a deleted post's proposals or checks (404).
  const live = !deletion.started;
  const proposalCount = usePendingProposalCount(post.id);
  const layout = useEditorLayout();
  const offered = (pane: PaneId) => pane !== 'proposals' || proposalCount > 0;
  const [chosen, setChosen] = useState<Partial<Record<GroupId, PaneId>>>({});
  const shownIn = (group: { id: GroupId; panes: PaneId[] }) => {
    const pane = chosen[group.id];
    return pane && group.panes.includes(pane) && offered(pane) ? pane : group.panes[0];
  };
  const show = useCallback((pane: PaneId) => {
    const group = now.current.layout.groups.find((candidate) => candidate.panes.includes(pane));
    if (group) setChosen((before) => ({ ...before, [group.id]: pane }));
  }, []);
  // What the callbacks below read when they run, so they keep one identity while the admin types.
  const now = useRef({ form, layout });
  now.current = { form, layout };

  // The checklist reads the unsaved text as the admin types; its findings are marked in the source and the preview.
  const { target: checksTarget, checked } = useChecksTarget(post.id, stored, form);
  const checks = useQuery({ ...checksQueryOptions(checksTarget), enabled: live });
  const marks = useMemo(() => checkMarks(checks.data, checked, now.current.form.content ?? ''), [checks.data, checked]);

  const onSourceReady = useCallback((api: SourceApi | null) => {
    source.current = api;
  }, []);
  const onContent = useCallback((content: string) => setField('content', content), [setField]);
  // Images (issue 28 item 4): the toolbar's Image, a file pasted or dropped into the text, or the featured image's upload.
  const [upload, setUpload] = useState<{ file: File | null; purpose: 'featured' | 'content'; at?: number } | null>(null);
  const pickContentImage = useCallback(() => setUpload({ file: null, purpose: 'content' }), []);
  const contentFiles = useCallback((files: File[], at: number) => setUpload({ file: files[0] ?? null, purpose: 'content', at }), []);
  const featuredUpload = useCallback((file: File | null) => setUpload({ file, purpose: 'featured' }), []);
  const uploaded = (image: UploadedImage) => {
    if (upload?.purpose === 'featured') {
      setField('featuredImage', image.url);
      setField('featuredImageAlt', image.alt);
    } else {
      source.current?.insert(image.markdown, { block: true, at: upload?.at });
    }
    setUpload(null);
  };

  const showInText = useCallback((sentence: string) => {
    const range = sourceRangeOf(sentence, now.current.form.content ?? '');
    if (!range || !source.current) {
      notifyError('This sentence is no longer in the content: it was changed after the check.');
      return;
    }
    show('write');
    // The pane may have just been shown: select once it is laid out.
    requestAnimationFrame(() => source.current?.select(range[0], range[1]));
  }, [show]);

  const requestClose = () => {
    if (editing.dirty) setLeaving(true);
    else onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      editing.save();
    }
  };

  /** Deleted (after the admin's confirmation): nothing unsaved is kept for a post that is gone. */
  const deleted = () => {
    editing.discard();
    onClose();
  };

  const changeImage = useCallback(
    () =>
      onChangeImage(now.current.form, () => {
        void getPost(post.id).then((latest) => adopt(latest, ['featuredImage']));
      }),
    [onChangeImage, post.id, adopt],
  );

  const { title, slug, publishedAt, keywords, excerpt, category, author, metaDescription, featuredImage, featuredImageAlt } = form;
  const details = useMemo(() => ({ excerpt, featuredImage, featuredImageAlt }), [excerpt, featuredImage, featuredImageAlt]);
  const settingsFields = useMemo(
    () => ({ title, slug, publishedAt, keywords, excerpt, category, author, metaDescription, featuredImage, featuredImageAlt }),
    [title, slug, publishedAt, keywords, excerpt, category, author, metaDescription, featuredImage, featuredImageAlt],
  );
  const settings = usePostSettings(post.id, live);
  // A rename's new cover arrives as a proposal when its job ends: then the proposals (and the rest) are read again.
  const queryClient = useQueryClient();
  useJob(editing.coverJobId, () => void refreshPosts(queryClient));
  const slugProblem = editing.problem?.kind === 'slug' && editing.problem.slug === slug ? editing.problem : null;
  const storedRef = useRef(stored);
  storedRef.current = stored;
  const proposals = useMemo(
    () => (live ? <panels.Proposals postId={post.id} onAccepted={(accepted) => adopt(accepted, EDITABLE.filter((field) => accepted[field] !== storedRef.current[field]))} /> : null),
    [live, panels, post.id, adopt],
  );
  const similar = useMemo(() => (live ? <panels.SimilarPosts postId={post.id} /> : null), [live, panels, post.id]);
  const checklist = useMemo(
    () => (live ? <panels.Checklist key={stored.updatedAt} target={checksTarget} productionId={productionId} postId={post.id} onShowInText={showInText} /> : null),
    [live, panels, stored.updatedAt, checksTarget, post.id, productionId, showInText],
  );
  const history = useMemo(
    () => (
      <Box sx={{ p: 2 }}>
        <RevisionHistory postId={post.id} onRestored={(restored) => adopt(restored, EDITABLE)} />
      </Box>
    ),
    [post.id, adopt],
  );

  const panes: Record<PaneId, ReactNode> = {
    write: (
      <Box sx={{ flex: 1, minHeight: { xs: 320, md: 0 }, overflow: 'hidden' }}>
        <Suspense fallback={<Skeleton variant="rounded" height="100%" sx={{ m: 1.5 }} aria-label="Loading the editor" />}>
          <MarkdownSource value={form.content ?? ''} onChange={onContent} label="Content" onReady={onSourceReady} onImage={pickContentImage} onFiles={contentFiles} marks={marks.source} />
        </Suspense>
      </Box>
    ),
    preview: (
      <ArticlePreview
        title={form.title}
        category={form.category}
        author={form.author ?? ''}
        excerpt={form.excerpt ?? ''}
        content={form.content ?? ''}
        featuredImage={form.featuredImage}
        featuredImageAlt={form.featuredImageAlt ?? ''}
        highlights={marks.preview}
      />
    ),
    proposals: <Box sx={{ p: 2 }}>{proposals}</Box>,
    details: <DetailsPane fields={details} onField={setField} onChangeImage={changeImage} onUpload={featuredUpload} afterExcerpt={similar} />,
    settings: <SettingsPane fields={settingsFields} published={stored.published} storedSlug={stored.slug} settings={settings.data} slugError={slugProblem?.message ?? null} onField={setField} />,
    checks: (
      <Stack spacing={2.5} sx={{ p: 2 }}>
        {checklist}
        {live ? <panels.LinkSuggestions postId={post.id} content={form.content ?? ''} onContentChange={onContent} /> : null}
      </Stack>
    ),
    history,
  };

  const problem = editing.problem;
  const reviewing = layout.groups.some((group) => shownIn(group) === 'proposals');
  const counts = { proposals: proposalCount };
  const [main, ...others] = layout.groups;
  const side = others.find((group) => group.id === 'side');
  const columns = others.filter((group) => group.id !== 'side');

  const renderGroup = (group: { id: GroupId; panes: PaneId[] }, border = false) => {
    const shown = shownIn(group);
    const tabs = group.panes.filter(offered);
    const tabbed = tabs.length > 1;
    return (
      <Box key={group.id} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, borderLeft: border ? 1 : 0, borderColor: 'divider' }}>
        {tabbed ? <PaneTabs id={`editor-${group.id}`} panes={tabs} value={shown} onChange={show} label={GROUP_LABEL[group.id]} counts={counts} /> : null}
        {group.panes.map((pane) => (
          <Pane key={pane} id={`editor-${group.id}`} pane={pane} shown={shown === pane} tabbed={tabbed} scroll={pane !== 'write'}>
            {panes[pane]}
          </Pane>
        ))}
      </Box>
    );
  };

  return (
    <Dialog
      open
      onClose={requestClose}
      onKeyDown={onKeyDown}
      aria-labelledby="edit-post-name"
      fullScreen={layout.phone}
      maxWidth={false}
      fullWidth
      slotProps={{ paper: { sx: layout.phone ? { display: 'flex', flexDirection: 'column' } : { height: 'calc(100% - 32px)', maxHeight: 'none', width: 'calc(100% - 32px)', m: 2, display: 'flex', flexDirection: 'column' } } }}
    >
      <ModalHeader id="edit-post-title" onClose={requestClose}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', minWidth: 0 }}>
          <span id="edit-post-name">Edit Blog Post</span>
          <SaveStatus dirty={editing.dirty} saving={editing.saving} savedAt={editing.lastSavedAt} offline={problem?.kind === 'offline'} />
        </Stack>
      </ModalHeader>
      <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: side ? 'minmax(0, 1fr) minmax(320px, 400px)' : 'minmax(0, 1fr)', borderTop: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0 }}>
          <Stack spacing={1.5} sx={{ px: 2, pt: 2, pb: 1.5, flexShrink: 0 }}>
            {problem?.kind === 'conflict' && !editing.merge ? (
              <Alert severity="warning" data-testid="conflict-alert">
                <AlertTitle>This post changed while you were editing</AlertTitle>
                Your save was not applied and your edits are still here. Save again to merge them with the newer version.
              </Alert>
            ) : null}
            {problem?.kind === 'deleted' ? (
              <Alert severity="error" data-testid="deleted-alert">
                <AlertTitle>This post was deleted</AlertTitle>
                Your edits are kept on this device; copy what you need before you close.
              </Alert>
            ) : null}
            {problem?.kind === 'offline' ? (
              <Alert severity="error" data-testid="offline-alert">
                <AlertTitle>Not saved: you are offline</AlertTitle>
                Your changes are kept on this device. Save again when the connection is back.
              </Alert>
            ) : null}
            {slugProblem?.oldAddress ? (
              <Alert
                severity="warning"
                data-testid="old-slug-alert"
                action={
                  <Button color="inherit" size="small" onClick={editing.saveTakingOldSlug} disabled={editing.saving}>
                    Use it for this post
                  </Button>
                }
              >
                {slugProblem.message}
              </Alert>
            ) : slugProblem ? (
              <Alert severity="error" data-testid="slug-alert">
                {slugProblem.message}: choose another URL slug in Settings.
              </Alert>
            ) : null}
            {problem?.kind === 'failed' && problem.message ? (
              <Alert severity="error" data-testid="save-error">
                Not saved: {problem.message}
              </Alert>
            ) : null}
            {editing.notKept ? (
              <Alert severity="warning">This browser would not keep a copy of your unsaved changes on this device: save before you leave.</Alert>
            ) : null}
            {proposalCount > 0 && !reviewing ? (
              <Alert
                severity="info"
                data-testid="proposals-waiting"
                action={
                  <Button color="inherit" size="small" onClick={() => show('proposals')}>
                    Review
                  </Button>
                }
              >
                AI changes are waiting for this post ({proposalCount}): review them beside your text.
              </Alert>
            ) : null}
            <TextField label="Title" value={form.title} onChange={(event) => setField('title', event.target.value)} fullWidth />
          </Stack>
          <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: `repeat(${1 + columns.length}, minmax(0, 1fr))` }}>
            {renderGroup(main)}
            {columns.map((group) => renderGroup(group, true))}
          </Box>
        </Box>
        {side ? renderGroup(side, true) : null}
      </Box>
      <DialogActions sx={{ px: 2, py: 1.5, flexWrap: 'wrap', gap: 1, borderTop: 1, borderColor: 'divider' }}>
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => deletion.request({ id: post.id, title: stored.title }, deleted)} sx={{ mr: 'auto' }}>
          Delete Post
        </Button>
        <Button onClick={requestClose}>Cancel</Button>
        <Button variant="contained" onClick={() => editing.save()} disabled={editing.saving}>
          {editing.saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>
      {deletion.dialog}
      <LeaveEditorDialog
        open={leaving}
        onKeepEditing={() => setLeaving(false)}
        onClose={() => {
          editing.keepForLater();
          setLeaving(false);
          onClose();
        }}
        onDiscard={() => {
          editing.discard();
          setLeaving(false);
          onClose();
        }}
      />
      <ImageUploadDialog request={upload} onUploaded={uploaded} onClose={() => setUpload(null)} />
      <MergeDialog merge={editing.merge} saving={editing.saving} onApply={editing.applyMerge} onTakeTheirs={editing.takeTheirs} onClose={editing.closeMerge} />
      <RestoreDraftDialog draft={editing.keptDraft} post={stored} onRestore={editing.restoreKept} onDiscard={editing.discardKept} />
    </Dialog>
  );
}

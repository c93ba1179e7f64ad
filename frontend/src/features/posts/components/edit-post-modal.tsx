import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { errorStatus } from '@/lib/session';
import { getPost } from '@/lib/studio/api/get-post';
import { useUpdatePost } from '../api/update-post';
import { selectInTextarea, sourceRangeOf } from '../lib/claims-in-text';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import { notifyError, notifySuccess } from '@/components/studio/notify';
import { BLOG_CATEGORIES } from '@app/site';
import type { ChecksTarget } from '@/lib/studio/api/get-checks';
import type { AdminPost } from '@/lib/studio/post';
import { STUDIO_SELECT_PROPS } from '@/components/studio/select-type-ahead';
import { usePostDeletion } from '@/components/studio/post-deletion';
import { ModalHeader } from '@/components/studio/modal-header';
import { RevisionHistory } from './revision-history';
import { useFullScreenDialog } from '@/components/studio/use-full-screen';

/** The fields the editor changes (spec §2 'Edit Blog Post'). */
const EDITABLE = ['title', 'excerpt', 'content', 'category', 'author', 'metaDescription', 'featuredImage', 'featuredImageAlt'] as const;
type Editable = (typeof EDITABLE)[number];

/**
 * The server's latest version with every field the admin changed since opening the editor laid on
 * top: a stale save is redone without losing anything typed.
 */
export function mergeEdits(latest: AdminPost, opened: AdminPost, edited: AdminPost): AdminPost {
  const merged: AdminPost = { ...latest };
  for (const field of EDITABLE) {
    if ((edited[field] ?? '') !== (opened[field] ?? '')) (merged as unknown as Record<Editable, unknown>)[field] = edited[field];
  }
  return merged;
}

function ImagePreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [url]);
  if (!url.trim() || failed) return null;
  return (
    <Box
      component="img"
      src={url.trim()}
      alt="Featured image preview"
      data-testid="image-preview"
      onError={() => setFailed(true)}
      sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 3, border: 1, borderColor: 'divider' }}
    />
  );
}

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

function EditPostForm({ post, panels, productionId, onClose, onChangeImage }: Omit<EditPostModalProps, 'post' | 'productionId'> & { post: AdminPost; productionId: number | null }) {
  const fullScreen = useFullScreenDialog();
  const [opened, setOpened] = useState<AdminPost>(post);
  const [form, setForm] = useState<AdminPost>(post);
  const [conflict, setConflict] = useState(false);
  const [resolving, setResolving] = useState(false);
  const contentField = useRef<HTMLTextAreaElement>(null);
  const showInText = (sentence: string) => {
    const range = contentField.current ? sourceRangeOf(sentence, contentField.current.value) : null;
    if (contentField.current && range) selectInTextarea(contentField.current, range);
    else notifyError('This sentence is no longer in the content: it was changed after the check.');
  };
  const update = useUpdatePost();
  // Delete asks first and offers Undo (issue 27; components/studio/post-deletion).
  const deletion = usePostDeletion();

  const set = (field: Editable) => (event: React.ChangeEvent<HTMLInputElement>) => setForm((current) => ({ ...current, [field]: event.target.value }));

  const save = (body: AdminPost) => {
    update.mutate(body, {
      onSuccess: () => {
        notifySuccess(TOAST_TEXT.updated);
        onClose();
      },
      onError: (error) => {
        if (errorStatus(error) === 409) setConflict(true);
        else notifyError(TOAST_TEXT.updateFailed);
      },
    });
  };

  /** 409: take the server's latest version and keep every edit; then save (overwrite) or let the admin look first. */
  const resolve = async (andSave: boolean) => {
    setResolving(true);
    try {
      const latest = await getPost(post.id);
      const merged = mergeEdits(latest, opened, form);
      setOpened(latest);
      setForm(merged);
      setConflict(false);
      if (andSave) save(merged);
    } catch {
      notifyError(TOAST_TEXT.updateFailed);
    } finally {
      setResolving(false);
    }
  };

  /** A restore or a new image changed the post on the server: keep the edits, take the new version. */
  const adopt = (latest: AdminPost, fields: Editable[] = []) => {
    setForm((current) => {
      const merged = mergeEdits(latest, opened, current);
      for (const field of fields) (merged as unknown as Record<Editable, unknown>)[field] = latest[field];
      return merged;
    });
    setOpened(latest);
  };

  const changeImage = () =>
    onChangeImage(form, () => {
      void getPost(post.id).then((latest) => adopt(latest, ['featuredImage']));
    });

  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-post-title" fullScreen={fullScreen} maxWidth="md" fullWidth scroll="paper">
      <ModalHeader id="edit-post-title" onClose={onClose}>
        Edit Blog Post
      </ModalHeader>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {conflict ? (
            <Alert severity="warning" data-testid="conflict-alert">
              <AlertTitle>This post changed while you were editing</AlertTitle>
              Someone else (another tab, an AI job or a restore) saved it after you opened it, so your save was not applied. Your edits
              are still here. Reload to see the latest version with your edits kept on top, or overwrite it with your version now.
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
                <Button size="small" variant="outlined" color="inherit" onClick={() => void resolve(false)} disabled={resolving}>
                  Reload latest, keep my edits
                </Button>
                <Button size="small" variant="contained" color="warning" onClick={() => void resolve(true)} disabled={resolving || update.isPending}>
                  Overwrite with my version
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {/* Gone once a delete starts: the refresh after it must not ask for a deleted post's proposals (404). */}
          {!deletion.started ? (
            <panels.Proposals postId={post.id} onAccepted={(accepted) => adopt(accepted, EDITABLE.filter((field) => accepted[field] !== opened[field]))} />
          ) : null}
          <TextField label="Title" value={form.title} onChange={set('title')} fullWidth />
          {!deletion.started ? <panels.SimilarPosts postId={post.id} /> : null}
          <TextField label="Excerpt" value={form.excerpt ?? ''} onChange={set('excerpt')} multiline minRows={2} fullWidth />
          <TextField
            label="Content"
            value={form.content ?? ''}
            onChange={set('content')}
            multiline
            minRows={10}
            maxRows={24}
            fullWidth
            helperText="Markdown with GFM: headings, lists, links, tables, task lists."
            inputRef={contentField}
            slotProps={{ input: { sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 14 } } }}
          />
          {!deletion.started ? (
            <panels.LinkSuggestions postId={post.id} content={form.content ?? ''} onContentChange={(content) => setForm((current) => ({ ...current, content }))} />
          ) : null}
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField select slotProps={{ select: STUDIO_SELECT_PROPS }} label="Category" value={form.category} onChange={set('category')} fullWidth>
              {BLOG_CATEGORIES.map((category) => (
                <MenuItem key={category} value={category}>
                  {category}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Author" value={form.author ?? ''} onChange={set('author')} fullWidth />
          </Box>
          <TextField label="Meta Description" value={form.metaDescription ?? ''} onChange={set('metaDescription')} multiline minRows={2} fullWidth />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField label="Featured Image URL" value={form.featuredImage ?? ''} onChange={set('featuredImage')} fullWidth />
            <Button variant="outlined" startIcon={<ImageIcon />} onClick={changeImage} sx={{ flexShrink: 0, minHeight: 56 }}>
              Change Featured Image
            </Button>
          </Stack>
          <TextField
            label="Featured Image Alt Text"
            value={form.featuredImageAlt ?? ''}
            onChange={set('featuredImageAlt')}
            fullWidth
            helperText="What the image shows, for screen readers and link previews."
          />
          <ImagePreview url={form.featuredImage ?? ''} />
          {/* Like the proposals: gone once a delete starts, so no refresh asks for a deleted post's checks. */}
          {!deletion.started ? <panels.Checklist key={opened.updatedAt} target={{ kind: 'post', id: post.id }} productionId={productionId} postId={post.id} onShowInText={showInText} /> : null}
          <Divider />
          <RevisionHistory postId={post.id} currentContent={opened.content ?? ''} onRestored={(restored) => {
            setOpened(restored);
            setForm(restored);
            setConflict(false);
          }} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => deletion.request({ id: post.id, title: opened.title }, onClose)} sx={{ mr: 'auto' }}>
          Delete Post
        </Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => save(form)} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>
      {deletion.dialog}
    </Dialog>
  );
}

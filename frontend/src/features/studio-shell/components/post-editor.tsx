import { LinkSuggestions } from '@/features/insights/components/link-suggestions';
import { SimilarPostsWarning } from '@/features/insights/components/similar-posts-warning';
import { EditPostModal, type EditorPanels, type EditPostModalProps } from '@/features/posts/components/edit-post-modal';
import { PostProposals } from '@/features/proposals/components/post-proposals';
import { PublishChecklist } from '@/features/trust/components/publish-checklist';

/** Made once, so each panel keeps its identity (and its state) from one render to the next. */
const EDITOR_PANELS: EditorPanels = { Proposals: PostProposals, SimilarPosts: SimilarPostsWarning, LinkSuggestions, Checklist: PublishChecklist };

/** 'Edit Blog Post' as the studio shows it: the posts feature's editor with the proposals, insights and trust panels. */
export function PostEditor(props: Omit<EditPostModalProps, 'panels'>) {
  return <EditPostModal {...props} panels={EDITOR_PANELS} />;
}

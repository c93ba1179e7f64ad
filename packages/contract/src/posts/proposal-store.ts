import { parseKeywords } from '@app/site';
import { BlogPost } from '../entities/blog-post.entity';
import { ProposalFields, ProposalKind, SentenceSplice } from '../entities/post-proposal.entity';

/** The workflow marker of a draft whose text AI wrote (the spec's 'Ready for Review' badge). */
const READY_FOR_REVIEW = 'ready_for_review';

/**
 * `changes` written onto `post` (in place; answers it): the one way a proposal's fields land on a post,
 * for an accept and for the preview of what an approval would publish.
 */
export function assignProposalChanges(post: BlogPost, changes: ProposalFields, kind: ProposalKind): BlogPost {
  if (changes.content !== undefined) post.content = changes.content;
  if (changes.excerpt !== undefined) post.excerpt = changes.excerpt;
  if (changes.metaDescription !== undefined) post.metaDescription = changes.metaDescription;
  if (changes.keywords !== undefined) post.keywords = parseKeywords(changes.keywords);
  if (changes.estimatedReadTime !== undefined) post.estimatedReadTime = changes.estimatedReadTime;
  if (changes.featuredImage !== undefined) post.featuredImage = changes.featuredImage || null;
  if (changes.featuredImageAlt !== undefined) post.featuredImageAlt = changes.featuredImageAlt.trim();
  if ((kind === 'article' || kind === 'revision') && changes.content !== undefined && !post.published) post.status = READY_FOR_REVIEW;
  return post;
}

export interface NewProposal {
  /** The post, locked by the caller. */
  post: BlogPost;
  productionId: number | null;
  jobId: string | null;
  /** The job's kind (JobName), recorded as who changed the post when the proposal applies itself. */
  jobKind: string;
  kind: ProposalKind;
  base: ProposalFields;
  baseUpdatedAt: Date;
  changes: ProposalFields;
  section?: string | null;
  feedback?: string | null;
  /** Waits for the admin even on an untouched draft: a proposal nobody asked for (a new cover after a rename). */
  proposeOnly?: boolean;
  /** A 'sentence' proposal's splice. */
  sentence?: SentenceSplice | null;
}

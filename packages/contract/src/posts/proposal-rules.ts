import { isUnwrittenContent, takeSections } from '@app/site';
import type { BlogPost } from '../entities/blog-post.entity';
import type { PostProposal, ProposalFields, ProposalKind } from '../entities/post-proposal.entity';
import { spliceSentence } from '../content/sentence-splice';
import { aiRevisionReason, formatRevisionReason } from './revision-reasons';

/** Every field a proposal can carry, in the order messages list them. */
export const PROPOSAL_FIELD_NAMES = ['content', 'excerpt', 'metaDescription', 'keywords', 'estimatedReadTime', 'featuredImage', 'featuredImageAlt'] as const;
export type ProposalFieldName = (typeof PROPOSAL_FIELD_NAMES)[number];

/** The fields an accept can choose besides the content. */
export const NON_CONTENT_FIELDS = ['excerpt', 'metaDescription', 'keywords', 'estimatedReadTime', 'featuredImage', 'featuredImageAlt'] as const;
export type NonContentField = (typeof NON_CONTENT_FIELDS)[number];

/**
 * A new proposal supersedes the pending ones of its group for the same post. A sentence rewrite supersedes
 * only an earlier rewrite of the same sentence (several sentences wait side by side), and nothing else
 * supersedes it: it is spliced into the post as it is when accepted.
 */
export const PROPOSAL_GROUPS: Record<ProposalKind, ProposalKind[]> = {
  article: ['article', 'revision'],
  revision: ['article', 'revision'],
  image: ['image'],
  sentence: ['sentence'],
};

/** What a proposal's accept takes: the whole proposal, or chosen sections; plus chosen non-content fields. */
export interface ProposalChoice {
  sections?: string[];
  fields?: NonContentField[];
}

/** A choice the proposal cannot satisfy (an unknown section, a field it does not carry): the caller's 400. */
export class ProposalChoiceError extends Error {
  override readonly name = 'ProposalChoiceError';
}

/** The named fields of `post` as a proposal stores them. */
export function proposalFieldsOf(post: BlogPost, names: readonly ProposalFieldName[] = PROPOSAL_FIELD_NAMES): ProposalFields {
  const all: Required<ProposalFields> = {
    content: post.content,
    excerpt: post.excerpt,
    metaDescription: post.metaDescription,
    keywords: [...(post.keywords ?? [])],
    estimatedReadTime: post.estimatedReadTime,
    featuredImage: post.featuredImage ?? null,
    featuredImageAlt: post.featuredImageAlt ?? '',
  };
  return Object.fromEntries(names.map((name) => [name, all[name]])) as ProposalFields;
}

/** The fields present in `fields`, in PROPOSAL_FIELD_NAMES order. */
export function fieldNames(fields: ProposalFields): ProposalFieldName[] {
  return PROPOSAL_FIELD_NAMES.filter((name) => fields[name] !== undefined);
}

/** Names of the fields of `base` whose value differs in `current`. */
export function changedFields(base: ProposalFields, current: ProposalFields): ProposalFieldName[] {
  return fieldNames(base).filter((name) => JSON.stringify(base[name]) !== JSON.stringify(current[name] ?? null));
}

/** True when the post is no longer the version the proposal's job started from. */
export function isStale(post: Pick<BlogPost, 'updatedAt'>, baseUpdatedAt: Date): boolean {
  return post.updatedAt.getTime() !== baseUpdatedAt.getTime();
}

/**
 * AI output arrives as a proposal (issue 27). The one exception applies itself: the first AI draft into a
 * post that holds nothing but the placeholder (nothing human to lose), unpublished and unscheduled, where
 * none of the fields the draft writes was edited since its job started (a title edited meanwhile does not
 * count; an excerpt typed meanwhile does, and the draft then waits).
 */
export function appliesItself(post: BlogPost, proposal: Pick<PostProposal, 'kind' | 'base' | 'changes'>): boolean {
  if (proposal.kind !== 'article' || post.published || post.publishAt || !isUnwrittenContent(post.content)) return false;
  const edited = changedFields(proposal.base, proposalFieldsOf(post));
  return !fieldNames(proposal.changes).some((name) => edited.includes(name));
}

/**
 * What accepting `proposal` whole would write over `post` now. A sentence rewrite is spliced into the
 * current content (so it never undoes an edit made since); null when that sentence is no longer there
 * word for word. Every other kind carries its changes as they are.
 */
export function changesNow(proposal: Pick<PostProposal, 'kind' | 'changes' | 'sentence'>, post: Pick<BlogPost, 'content'>): ProposalFields | null {
  if (proposal.kind !== 'sentence' || !proposal.sentence) return proposal.changes;
  const content = spliceSentence(post.content, proposal.sentence.original, proposal.sentence.replacement);
  return content === null ? null : { ...proposal.changes, content };
}

/**
 * Whether the post moved on since the proposal's job started (shown as 'stale'). A sentence rewrite is
 * stale only when its sentence is gone: it splices into the post as it is, and then cannot be accepted.
 */
export function isProposalStale(proposal: Pick<PostProposal, 'kind' | 'changes' | 'sentence' | 'baseUpdatedAt'>, post: BlogPost): boolean {
  if (proposal.kind === 'sentence') return changesNow(proposal, post) === null;
  return isStale(post, proposal.baseUpdatedAt);
}

/**
 * The edits a whole accept would replace: the fields the proposal writes that changed on the post since
 * its base. Only these make an accept need confirmStale (issue 27: accepting an AI revision does not make
 * the image proposal waiting beside it a 409, as it writes only the image). None for a sentence rewrite.
 */
export function overwrittenEdits(proposal: Pick<PostProposal, 'kind' | 'base' | 'changes' | 'baseUpdatedAt'>, post: BlogPost): ProposalFieldName[] {
  if (proposal.kind === 'sentence' || !isStale(post, proposal.baseUpdatedAt)) return [];
  const edited = changedFields(proposal.base, proposalFieldsOf(post));
  return fieldNames(proposal.changes).filter((name) => edited.includes(name));
}

/** The 409 text for accepting a sentence rewrite whose sentence has changed or gone. */
export const SENTENCE_GONE_MESSAGE = 'The sentence this rewrite replaces is no longer in the article word for word. Drop this proposal, or ask for a new rewrite.';

/** `2026-11-24 20:31 UTC` */
export function formatUtcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The 409 text for accepting a stale proposal: which of its base fields changed, and when the post was last edited. */
export function staleMessage(changed: readonly string[], updatedAt: Date): string {
  const what = changed.length ? `${changed.join(', ')} edited` : 'edited';
  return `The post changed since AI started (${what} ${formatUtcMinute(updatedAt)}). Review the changes, or confirm to replace them.`;
}

/**
 * The revision row's reason when a proposal is applied: `Applied AI draft (job <id>)` when it applied
 * itself, `Accepted AI revision (job <id>; feedback: "...")` when the admin accepted it (the text of
 * aiRevisionReason, which the row also keeps as kind + details).
 */
export function proposalReason(how: 'Applied' | 'Accepted', proposal: Pick<PostProposal, 'kind' | 'jobId' | 'feedback' | 'section'>): string {
  return formatRevisionReason(aiRevisionReason(how === 'Applied' ? 'applied' : 'accepted', proposal));
}

/**
 * The post changes an accept makes. Whole: the proposal's content and the chosen fields (default: every
 * field it carries). Section-wise: the current content with the chosen sections taken from the proposal,
 * plus only the fields listed. Throws ProposalChoiceError for a section or field the proposal lacks.
 */
export function chosenChanges(changes: ProposalFields, currentContent: string, choice: ProposalChoice): ProposalFields {
  const offered = NON_CONTENT_FIELDS.filter((name) => changes[name] !== undefined);
  const missing = (choice.fields ?? []).filter((name) => changes[name] === undefined);
  if (missing.length) throw new ProposalChoiceError(`This proposal has no ${missing.join(', ')} to take`);
  const fields = choice.fields ?? (choice.sections ? [] : offered);
  const chosen: ProposalFields = Object.fromEntries(fields.map((name) => [name, changes[name]]));
  if (choice.sections) {
    if (changes.content === undefined) throw new ProposalChoiceError('This proposal has no content to take sections from');
    try {
      chosen.content = takeSections(currentContent, changes.content, choice.sections);
    } catch (error) {
      throw new ProposalChoiceError((error as Error).message);
    }
  } else if (changes.content !== undefined) {
    chosen.content = changes.content;
  }
  return chosen;
}

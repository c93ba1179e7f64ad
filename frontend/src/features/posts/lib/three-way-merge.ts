import { parseKeywords } from '@app/site';
import { diff3Merge } from 'node-diff3';
import type { AdminPost } from '@/lib/studio/post';
import { EDITABLE, valueOf, type Editable, type EditableFields } from './editable-fields';

/** A piece of a merged text: taken as is, or changed by both sides in different ways. */
export type MergeChunk = { kind: 'same'; text: string } | { kind: 'conflict'; base: string; mine: string; theirs: string };

export type Side = 'mine' | 'theirs' | 'both';

/** A text's lines with their endings: joined, they give the text back byte for byte. */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/**
 * Three-way merge of a text, line by line (node-diff3, the diff3 algorithm): what only one side changed is
 * taken from it; where both changed the same lines differently, a conflict holds the three versions.
 */
export function mergeText(base: string, mine: string, theirs: string): MergeChunk[] {
  const chunks: MergeChunk[] = [];
  // Every text ends its last line, so text added after it is not a change of that line.
  const ended = (text: string) => (text && !text.endsWith('\n') ? `${text}\n` : text);
  for (const region of diff3Merge(linesOf(ended(mine)), linesOf(ended(base)), linesOf(ended(theirs)), { excludeFalseConflicts: true })) {
    if (region.ok) {
      const text = region.ok.join('');
      const last = chunks.at(-1);
      if (last?.kind === 'same') last.text += text;
      else if (text) chunks.push({ kind: 'same', text });
    } else if (region.conflict) {
      chunks.push({ kind: 'conflict', base: region.conflict.o.join(''), mine: region.conflict.a.join(''), theirs: region.conflict.b.join('') });
    }
  }
  // The admin's text decides whether the merge ends with a line ending.
  const last = chunks.at(-1);
  if (last && mine && !mine.endsWith('\n')) {
    const trim = (text: string) => text.replace(/\n$/, '');
    if (last.kind === 'same') last.text = trim(last.text);
    else Object.assign(last, { base: trim(last.base), mine: trim(last.mine), theirs: trim(last.theirs) });
  }
  return chunks;
}

/** Two texts one after the other, each on its own lines. */
function both(mine: string, theirs: string): string {
  if (!mine) return theirs;
  return mine.endsWith('\n') || !theirs ? mine + theirs : `${mine}\n${theirs}`;
}

/** The merged text with each conflict settled as chosen (by its order among the conflicts; mine by default). */
export function resolveText(chunks: MergeChunk[], choices: readonly Side[] = []): string {
  let conflict = 0;
  return chunks
    .map((chunk) => {
      if (chunk.kind === 'same') return chunk.text;
      const side = choices[conflict++] ?? 'mine';
      return side === 'mine' ? chunk.mine : side === 'theirs' ? chunk.theirs : both(chunk.mine, chunk.theirs);
    })
    .join('');
}

/** A field both sides changed to different values (other than the content, which merges by lines). */
export interface FieldConflict {
  field: Exclude<Editable, 'content'>;
  base: string;
  mine: string;
  theirs: string;
}

export interface PostMerge {
  /** Every editable field: one side's change where only one changed it; mine where both did (until chosen). */
  fields: EditableFields;
  conflicts: FieldConflict[];
  content: MergeChunk[];
}

/** A field as the admin reads it in the merge. */
const text = (fields: Partial<EditableFields>, field: Editable) => (field === 'keywords' ? parseKeywords(fields.keywords).join(', ') : String(fields[field] ?? ''));

/**
 * The admin's edits (`mine`, made on `base`) and the post as stored now (`theirs`) merged three ways: the
 * merge offered when a save meets a newer version.
 */
export function mergePosts(base: Partial<EditableFields>, mine: Partial<EditableFields>, theirs: AdminPost): PostMerge {
  const fields = {} as Record<Editable, unknown>;
  const conflicts: FieldConflict[] = [];
  for (const field of EDITABLE) {
    if (field === 'content') continue;
    const [b, m, t] = [valueOf(base, field), valueOf(mine, field), valueOf(theirs, field)];
    fields[field] = m !== b ? mine[field] : theirs[field];
    if (m !== b && t !== b && m !== t) conflicts.push({ field, base: text(base, field), mine: text(mine, field), theirs: text(theirs, field) });
  }
  const content = mergeText(text(base, 'content'), text(mine, 'content'), text(theirs, 'content'));
  fields.content = resolveText(content);
  return { fields: fields as EditableFields, conflicts, content };
}

/** How many choices the admin has to make. */
export function conflictCount(merge: PostMerge): number {
  return merge.conflicts.length + merge.content.filter((chunk) => chunk.kind === 'conflict').length;
}

import { EditorSelection, type ChangeSpec, type EditorState, type SelectionRange, type TransactionSpec } from '@codemirror/state';

/**
 * The toolbar's markdown edits as pure functions of the editor state (CodeMirror 6): each gives the
 * transaction to dispatch, so the toolbar, the keyboard shortcuts and the tests run the same code.
 */
export type MarkdownEdit = (state: EditorState) => TransactionSpec;

const userEvent = 'input.format';

/** How many `char`s run up to `at` (backwards) or from it (forwards). */
function runOf(state: EditorState, at: number, char: string, forwards: boolean): number {
  let count = 0;
  while (count < 6) {
    const position = forwards ? at + count : at - count - 1;
    if (position < 0 || position >= state.doc.length || state.sliceDoc(position, position + 1) !== char) break;
    count += 1;
  }
  return count;
}

/**
 * Whether the range sits inside `mark`: `*` is italic only in an odd run (`*x*`, `***x***`, not `**x**`),
 * `**` is bold in a run of two or more.
 */
function wrappedIn(state: EditorState, from: number, to: number, mark: string): boolean {
  const run = Math.min(runOf(state, from, mark[0], false), runOf(state, to, mark[0], true));
  if (mark === '*' || mark === '_') return run % 2 === 1;
  return run >= mark.length;
}

/** `**bold**`, `*italic*`, `` `code` ``: wraps each selection, or unwraps it when it is wrapped already. */
export function toggleInline(mark: string): MarkdownEdit {
  return (state) =>
    ({
      ...state.changeByRange((range) => {
        const text = state.sliceDoc(range.from, range.to);
        if (wrappedIn(state, range.from, range.to, mark)) {
          return {
            changes: [
              { from: range.from - mark.length, to: range.from },
              { from: range.to, to: range.to + mark.length },
            ],
            range: EditorSelection.range(range.from - mark.length, range.to - mark.length),
          };
        }
        if (text.length >= mark.length * 2 && text.startsWith(mark) && text.endsWith(mark)) {
          return { changes: { from: range.from, to: range.to, insert: text.slice(mark.length, -mark.length) }, range: EditorSelection.range(range.from, range.to - mark.length * 2) };
        }
        return {
          changes: [
            { from: range.from, insert: mark },
            { from: range.to, insert: mark },
          ],
          range: EditorSelection.range(range.from + mark.length, range.to + mark.length),
        };
      }),
      userEvent,
      scrollIntoView: true,
    }) satisfies TransactionSpec;
}

/** The lines a range touches, by number. */
function linesOf(state: EditorState, range: SelectionRange): number[] {
  const first = state.doc.lineAt(range.from).number;
  const last = state.doc.lineAt(range.to).number;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Every line touched by a selection, once, in order. */
function selectedLines(state: EditorState): number[] {
  return [...new Set(state.selection.ranges.flatMap((range) => linesOf(state, range)))].sort((a, b) => a - b);
}

/**
 * A line mark (`## `, `- `, `> `): added to each selected line, or removed when every selected line has
 * it. `replaces` is what the mark takes the place of (a heading of another level becomes this one).
 */
export function toggleLinePrefix(prefix: string, replaces?: RegExp): MarkdownEdit {
  return (state) => {
    const lines = selectedLines(state).map((number) => state.doc.line(number));
    const content = lines.filter((line) => line.text.trim() !== '' || lines.length === 1);
    const allHave = content.length > 0 && content.every((line) => line.text.startsWith(prefix));
    const changes: ChangeSpec[] = content.map((line) => {
      if (allHave) return { from: line.from, to: line.from + prefix.length };
      const existing = replaces?.exec(line.text)?.[0] ?? '';
      return { from: line.from, to: line.from + existing.length, insert: prefix };
    });
    const changeSet = state.changes(changes);
    // A cursor at the start of a line moves past the new mark, where the typing goes on.
    return { changes: changeSet, selection: state.selection.map(changeSet, 1), userEvent, scrollIntoView: true };
  };
}

/** `[words](url)` around the selection (or a placeholder), with the part to type next selected. */
export function insertLink(state: EditorState): TransactionSpec {
  return {
    ...state.changeByRange((range) => {
      const text = state.sliceDoc(range.from, range.to);
      if (!text) {
        const insert = '[link text](https://)';
        return { changes: { from: range.from, insert }, range: EditorSelection.range(range.from + 1, range.from + 10) };
      }
      const insert = `[${text}](https://)`;
      const urlStart = range.from + text.length + 3;
      return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.range(urlStart, urlStart + 8) };
    }),
    userEvent,
    scrollIntoView: true,
  };
}

/** Inline code on one line; a fenced block when the selection spans lines. */
export function toggleCode(state: EditorState): TransactionSpec {
  const main = state.selection.main;
  if (state.doc.lineAt(main.from).number === state.doc.lineAt(main.to).number) return toggleInline('`')(state);
  const first = state.doc.lineAt(main.from);
  const last = state.doc.lineAt(main.to);
  return {
    changes: [
      { from: first.from, insert: '```\n' },
      { from: last.to, insert: '\n```' },
    ],
    userEvent,
    scrollIntoView: true,
  };
}

/** Markdown of an image: alt text in brackets (brackets in it would end it early, so they go). */
export function imageMarkdown(alt: string, url: string): string {
  return `![${alt.replace(/[[\]]/g, '').trim()}](${url})`;
}

/**
 * `text` at each cursor (replacing a selection), on a line of its own when it is a block (an image):
 * blank lines keep it a paragraph of its own.
 */
export function insertText(text: string, { block = false } = {}): MarkdownEdit {
  return (state) => ({
    ...state.changeByRange((range) => {
      let insert = text;
      if (block) {
        const before = state.sliceDoc(Math.max(0, range.from - 2), range.from);
        const after = state.sliceDoc(range.to, range.to + 2);
        if (range.from > 0 && !before.endsWith('\n\n')) insert = (before.endsWith('\n') ? '\n' : '\n\n') + insert;
        if (range.to < state.doc.length && !after.startsWith('\n\n')) insert += after.startsWith('\n') ? '\n' : '\n\n';
      }
      return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.cursor(range.from + insert.length) };
    }),
    userEvent: 'input',
    scrollIntoView: true,
  });
}

const HEADING = /^#{1,6}\s+/;
const LIST = /^(?:[-*+]|\d+[.)])\s+/;

/** What the toolbar offers, with its shortcut (CodeMirror key names: Mod is Ctrl, or Cmd on a Mac). */
export const MARKDOWN_TOOLS = [
  { id: 'heading', label: 'Heading', key: 'Mod-Alt-2', edit: toggleLinePrefix('## ', HEADING) },
  { id: 'bold', label: 'Bold', key: 'Mod-b', edit: toggleInline('**') },
  { id: 'italic', label: 'Italic', key: 'Mod-i', edit: toggleInline('*') },
  { id: 'link', label: 'Link', key: 'Mod-k', edit: insertLink },
  { id: 'list', label: 'Bulleted list', key: 'Mod-Shift-8', edit: toggleLinePrefix('- ', LIST) },
  { id: 'quote', label: 'Quote', key: 'Mod-Shift-9', edit: toggleLinePrefix('> ') },
  { id: 'code', label: 'Code', key: 'Mod-e', edit: toggleCode },
] as const satisfies readonly { id: string; label: string; key: string; edit: MarkdownEdit }[];

/** The toolbar's Image (an upload, issue 28 item 4), from the keyboard. */
export const IMAGE_SHORTCUT = 'Mod-Shift-i';

export type MarkdownToolId = (typeof MARKDOWN_TOOLS)[number]['id'] | 'image';

/** 'Mod-Shift-8' as a person reads it on this machine: 'Ctrl+Shift+8', or '⌘⇧8' on a Mac. */
export function shortcutText(key: string, mac: boolean): string {
  const parts = key.split('-');
  const names: Record<string, [string, string]> = { Mod: ['Ctrl', '⌘'], Alt: ['Alt', '⌥'], Shift: ['Shift', '⇧'] };
  const words = parts.map((part) => names[part]?.[mac ? 1 : 0] ?? part.toUpperCase());
  return mac ? words.join('') : words.join('+');
}

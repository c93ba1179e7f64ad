import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdown, markdownLanguage } from '@codemirror/lang-markdown';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Annotation, EditorState, RangeSetBuilder, StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, type DecorationSet, drawSelection, EditorView, keymap, placeholder } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { IMAGE_SHORTCUT, insertText, MARKDOWN_TOOLS } from '@/features/posts/lib/markdown-format';
import { MarkdownToolbar } from './markdown-toolbar';

/** A stretch of the source to mark: an unsupported claim or a banned phrase the checks found. */
export interface SourceMark {
  from: number;
  to: number;
  kind: 'claim' | 'banned';
  title: string;
}

/** What the editor around the source can do with it: insertions (an uploaded image), 'Show in text'. */
export interface SourceApi {
  /** Inserts at `at` (or the cursor); a block goes on a paragraph of its own. */
  insert(text: string, options?: { block?: boolean; at?: number }): void;
  select(from: number, to: number): void;
  focus(): void;
  text(): string;
}

export interface MarkdownSourceProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of the text box: the spec's field label. */
  label: string;
  marks?: readonly SourceMark[];
  onReady?: (api: SourceApi | null) => void;
  /** Files pasted or dropped into the text (images, issue 28 item 4). */
  onFiles?: (files: File[], at: number) => void;
  /** The toolbar's Image (and its shortcut, IMAGE_SHORTCUT). */
  onImage: () => void;
}

/** A change made from outside (a restore, an accepted proposal): not echoed back as typing. */
const external = Annotation.define<boolean>();

const setMarks = StateEffect.define<readonly SourceMark[]>();
const MARK_CLASS: Record<SourceMark['kind'], string> = { claim: 'hf-claim', banned: 'hf-banned' };

function decorationsOf(marks: readonly SourceMark[], length: number): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const sorted = marks.filter((mark) => mark.from < mark.to && mark.to <= length).sort((a, b) => a.from - b.from || a.to - b.to);
  for (const mark of sorted) {
    builder.add(mark.from, mark.to, Decoration.mark({ class: MARK_CLASS[mark.kind], attributes: { title: mark.title, 'data-mark': mark.kind } }));
  }
  return builder.finish();
}

/** The checks' marks, carried along as the admin types (until the next check places them anew). */
const marksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, transaction) {
    let next = value.map(transaction.changes);
    for (const effect of transaction.effects) if (effect.is(setMarks)) next = decorationsOf(effect.value, transaction.newDoc.length);
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Markdown's marks in the theme's colours; the text keeps the body colour. */
const markdownStyle = HighlightStyle.define([
  { tag: tags.heading, fontWeight: '700', color: 'var(--hf-palette-primary-main)' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: [tags.link, tags.url], color: 'var(--hf-palette-primary-main)', textDecoration: 'underline' },
  { tag: tags.monospace, color: 'var(--hf-palette-secondary-main, inherit)' },
  { tag: [tags.processingInstruction, tags.meta, tags.contentSeparator], color: 'var(--hf-palette-text-secondary)' },
  { tag: tags.quote, fontStyle: 'italic', color: 'var(--hf-palette-text-secondary)' },
]);

const editorTheme = EditorView.theme({
  '&': { height: '100%', backgroundColor: 'transparent', color: 'inherit', fontSize: '15px' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.7', overflow: 'auto' },
  '.cm-content': { padding: '12px 14px', caretColor: 'var(--hf-palette-text-primary)' },
  '.cm-line': { padding: 0 },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'rgba(var(--hf-palette-primary-mainChannel) / 0.28)' },
  '.cm-cursor': { borderLeftColor: 'var(--hf-palette-text-primary)' },
  '.cm-placeholder': { color: 'var(--hf-palette-text-secondary)' },
  '.hf-claim': { backgroundColor: 'rgba(239, 68, 68, 0.18)', boxShadow: 'inset 0 -2px 0 rgba(239, 68, 68, 0.7)' },
  '.hf-banned': { backgroundColor: 'rgba(245, 158, 11, 0.22)', boxShadow: 'inset 0 -2px 0 rgba(245, 158, 11, 0.85)' },
});

const toolKeys = keymap.of(
  MARKDOWN_TOOLS.map((tool) => ({
    key: tool.key,
    preventDefault: true,
    run: (view: EditorView) => {
      view.dispatch(tool.edit(view.state));
      return true;
    },
  })),
);

function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list).filter((file) => file.type.startsWith('image/')) : [];
}

/**
 * The markdown source (CodeMirror 6 with its markdown language): the Content field. Its text box is
 * CodeMirror's contenteditable, named by `label` for screen readers; Tab leaves it (no indent binding),
 * so the keyboard never gets stuck. A default export: the studio loads it with the editor only.
 */
export default function MarkdownSource({ value, onChange, label, marks, onReady, onFiles, onImage }: MarkdownSourceProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onFiles, onImage });
  callbacks.current = { onChange, onFiles, onImage };

  useEffect(() => {
    const extensions: Extension[] = [
      history(),
      drawSelection(),
      EditorView.lineWrapping,
      markdown({ base: markdownLanguage }),
      syntaxHighlighting(markdownStyle),
      marksField,
      toolKeys,
      keymap.of([{ key: IMAGE_SHORTCUT, preventDefault: true, run: () => (callbacks.current.onImage(), true) }]),
      keymap.of([...defaultKeymap, ...historyKeymap]),
      placeholder('Write the article in markdown…'),
      editorTheme,
      // tabindex: the text box is in the tab order as any contenteditable is; saying so lets checkers (axe) see its scroller as keyboard-reachable.
      EditorView.contentAttributes.of({ 'aria-label': label, spellcheck: 'true', autocapitalize: 'sentences', tabindex: '0' }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged && !update.transactions.some((transaction) => transaction.annotation(external))) {
          callbacks.current.onChange(update.state.doc.toString());
        }
      }),
      EditorView.domEventHandlers({
        paste(event, editor) {
          const files = filesOf(event.clipboardData?.files);
          if (!files.length || !callbacks.current.onFiles) return false;
          event.preventDefault();
          callbacks.current.onFiles(files, editor.state.selection.main.head);
          return true;
        },
        drop(event, editor) {
          const files = filesOf(event.dataTransfer?.files);
          if (!files.length || !callbacks.current.onFiles) return false;
          event.preventDefault();
          const at = editor.posAtCoords({ x: event.clientX, y: event.clientY }) ?? editor.state.selection.main.head;
          callbacks.current.onFiles(files, at);
          return true;
        },
      }),
    ];
    const editor = new EditorView({ parent: host.current!, state: EditorState.create({ doc: value, extensions }) });
    view.current = editor;
    onReady?.({
      insert: (text, { block = false, at } = {}) => {
        const state = at === undefined ? editor.state : editor.state.update({ selection: { anchor: Math.min(at, editor.state.doc.length) } }).state;
        editor.dispatch(insertText(text, { block })(state));
        editor.focus();
      },
      select: (from, to) => {
        editor.dispatch({ selection: { anchor: from, head: to }, effects: EditorView.scrollIntoView(from, { y: 'center' }) });
        editor.focus();
      },
      focus: () => editor.focus(),
      text: () => editor.state.doc.toString(),
    });
    return () => {
      onReady?.(null);
      editor.destroy();
      view.current = null;
    };
    // The view is made once; value, marks and label changes reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The text changed from outside: replace only what differs, so the cursor and scroll stay where they were.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current === value) return;
    let start = 0;
    while (start < current.length && start < value.length && current[start] === value[start]) start += 1;
    let end = 0;
    while (end < current.length - start && end < value.length - start && current[current.length - 1 - end] === value[value.length - 1 - end]) end += 1;
    editor.dispatch({ changes: { from: start, to: current.length - end, insert: value.slice(start, value.length - end) }, annotations: external.of(true) });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: setMarks.of(marks ?? []) });
  }, [marks]);

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <MarkdownToolbar
        controls="post-content-source"
        onImage={() => callbacks.current.onImage()}
        onEdit={(edit) => {
          const editor = view.current;
          if (!editor) return;
          editor.dispatch(edit(editor.state));
          editor.focus();
        }}
      />
      <Box ref={host} id="post-content-source" data-testid="content-source" sx={{ flex: 1, minHeight: 0, '& .cm-editor': { height: '100%' } }} />
    </Box>
  );
}

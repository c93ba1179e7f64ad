import { EditorSelection, EditorState, type TransactionSpec } from '@codemirror/state';
import { imageMarkdown, insertLink, insertText, MARKDOWN_TOOLS, shortcutText, toggleCode, toggleInline, toggleLinePrefix } from './markdown-format';

/** The text and the selection after an edit, the selection written as [ and ] in the text. */
function apply(doc: string, anchor: number, head: number, edit: (state: EditorState) => TransactionSpec): string {
  const state = EditorState.create({ doc, selection: EditorSelection.single(anchor, head), extensions: EditorState.allowMultipleSelections.of(true) });
  const next = state.update(edit(state)).state;
  const { from, to } = next.selection.main;
  const text = next.doc.toString();
  return `${text.slice(0, from)}[${text.slice(from, to)}]${text.slice(to)}`;
}

describe('markdown toolbar edits', () => {
  it('wraps a selection in bold, italic or code, and unwraps it again', () => {
    expect(apply('make it pop', 8, 11, toggleInline('**'))).toBe('make it **[pop]**');
    expect(apply('make it **pop**', 10, 13, toggleInline('**'))).toBe('make it [pop]');
    expect(apply('make it **pop**', 8, 15, toggleInline('**'))).toBe('make it [pop]');
    expect(apply('say it', 4, 6, toggleInline('*'))).toBe('say *[it]*');
    // Italic inside bold, and back: a run of two stars is bold, not italic.
    expect(apply('a **bold** b', 4, 8, toggleInline('*'))).toBe('a ***[bold]*** b');
    expect(apply('a ***bold*** b', 5, 9, toggleInline('*'))).toBe('a **[bold]** b');
    expect(apply('a ***bold*** b', 5, 9, toggleInline('**'))).toBe('a *[bold]* b');
    expect(apply('run npm', 4, 7, toggleCode)).toBe('run `[npm]`');
    // No selection: the marks go in and the cursor between them.
    expect(apply('a ', 2, 2, toggleInline('**'))).toBe('a **[]**');
  });

  it('fences a code selection that spans lines', () => {
    expect(apply('npm i\nnpm t', 0, 11, toggleCode)).toBe('```\n[npm i\nnpm t]\n```');
  });

  it('turns lines into a heading, list items or a quote, replacing another heading level, and back', () => {
    const heading = MARKDOWN_TOOLS.find((tool) => tool.id === 'heading')!.edit;
    const list = MARKDOWN_TOOLS.find((tool) => tool.id === 'list')!.edit;
    expect(apply('Results', 0, 0, heading)).toBe('## []Results');
    expect(apply('### Results', 0, 0, heading)).toBe('[]## Results');
    expect(apply('### Results', 6, 6, heading)).toBe('## Re[]sults');
    expect(apply('## Results', 3, 3, heading)).toBe('[]Results');
    expect(apply('one\ntwo', 0, 7, list)).toBe('- [one\n- two]');
    expect(apply('- one\n- two', 0, 11, list)).toBe('[one\ntwo]');
    expect(apply('one\n\ntwo', 0, 8, toggleLinePrefix('> '))).toBe('> [one\n\n> two]');
  });

  it('makes a link of the selection with the address selected to type, or a placeholder', () => {
    expect(apply('see the guide', 8, 13, insertLink)).toBe('see the [guide]([https://])');
    expect(apply('', 0, 0, insertLink)).toBe('[[link text]](https://)');
  });

  it('puts an image on a paragraph of its own at the cursor', () => {
    const image = imageMarkdown('A [grading] desk', '/media/desk.webp');
    expect(image).toBe('![A grading desk](/media/desk.webp)');
    expect(apply('Intro.\nMore.', 6, 6, insertText(image, { block: true }))).toBe('Intro.\n\n![A grading desk](/media/desk.webp)\n[]\nMore.');
    expect(apply('', 0, 0, insertText(image, { block: true }))).toBe('![A grading desk](/media/desk.webp)[]');
  });

  it('names each shortcut as the keyboard shows it', () => {
    expect(shortcutText('Mod-Shift-8', false)).toBe('Ctrl+Shift+8');
    expect(shortcutText('Mod-b', true)).toBe('⌘B');
  });
});

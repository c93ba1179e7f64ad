import { EditorView } from '@codemirror/view';
import { act, screen } from '@testing-library/react';

/** The CodeMirror view behind a labelled text box (the post editor's Content). */
export function editorView(label = 'Content', container: { getByLabelText: typeof screen.getByLabelText } = screen): EditorView {
  const content = container.getByLabelText(label);
  const view = EditorView.findFromDOM(content.closest('.cm-editor') as HTMLElement);
  if (!view) throw new Error(`no editor behind "${label}"`);
  return view;
}

export function editorText(label = 'Content', container?: { getByLabelText: typeof screen.getByLabelText }): string {
  return editorView(label, container).state.doc.toString();
}

/** Replaces the whole text as typing would (a user event, so the editor reports the change). */
export function setEditorText(text: string, label = 'Content'): void {
  const view = editorView(label);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.type' }));
}

/** Types at the end of the text. */
export function typeInEditor(text: string, label = 'Content'): void {
  const view = editorView(label);
  act(() => view.dispatch({ changes: { from: view.state.doc.length, insert: text }, selection: { anchor: view.state.doc.length + text.length }, userEvent: 'input.type' }));
}

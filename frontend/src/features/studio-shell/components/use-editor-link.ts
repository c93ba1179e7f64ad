import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** The query parameter that names the post whose editor is open: /admin?post=<id> (issue 28 item 6). */
export const EDITOR_PARAM = 'post';

/** The history entry the studio pushed when it opened an editor (Back, or closing, returns from it). */
interface EditorState {
  editorOpenedHere?: boolean;
}

export function editorPostId(search: string): number | null {
  const value = new URLSearchParams(search).get(EDITOR_PARAM);
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The open editor lives in the address: opening one pushes `?post=<id>` (so a reload reopens it and Back
 * closes it), closing it goes back, or drops the parameter when the page was opened on it.
 */
export function useEditorLink() {
  const [, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = editorPostId(location.search);
  const openedHere = Boolean((location.state as EditorState | null)?.editorOpenedHere);

  const open = useCallback(
    (id: number) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(EDITOR_PARAM, String(id));
          return next;
        },
        { state: { editorOpenedHere: true } satisfies EditorState },
      ),
    [setParams],
  );

  const close = useCallback(() => {
    if (openedHere) {
      navigate(-1);
      return;
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(EDITOR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [openedHere, navigate, setParams]);

  return { requested, open, close };
}

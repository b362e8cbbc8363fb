import { useCallback, useEffect, useState } from 'react';
import { lazyWithRetry } from '../LoadFailure/lazyWithRetry';
import { onceUntilFailure } from '../LoadFailure/onceUntilFailure';
import { editedCodeIn } from './edit-address';
import type { SandboxStageProps } from './editor/SandboxStage';

export type EditProblem = { message: string; line?: number };

// The editor and the sandboxed stage come in their own chunk, on the first Edit or the intent to
// press it; the frame they talk to loads only once the stage shows.
const loadEditor = onceUntilFailure(() => import(/* webpackChunkName: "live-example-editor" */ './editor'));
export const EditorPanel = lazyWithRetry(loadEditor);
export const SandboxStage = lazyWithRetry<SandboxStageProps>(() =>
  loadEditor().then((editor) => ({ default: editor.SandboxStage })),
);

/** The state of one example's editing: its code, where it runs, and what went wrong. */
export function useEditSession(name: string, source: string) {
  const [editing, setEditing] = useState(false);
  // Focus moves into the editor when the reader opens it, not when a shared link does.
  const [focusEditor, setFocusEditor] = useState(false);
  const [code, setCode] = useState(source);
  // Code that came with the link waits for the reader to read it and press Run.
  const [fromLink, setFromLink] = useState(false);
  const [problem, setProblem] = useState<EditProblem | null>(null);
  const [linkBroken, setLinkBroken] = useState(false);

  useEffect(() => {
    const compressed = editedCodeIn(window.location.hash, name);
    if (compressed == null) return;
    loadEditor().then(
      ({ decompressCode }) => {
        const decoded = decompressCode(compressed);
        if (decoded == null) return setLinkBroken(true);
        setCode(decoded);
        setFromLink(decoded !== source);
        setEditing(true);
      },
      () => setLinkBroken(true),
    );
  }, [name, source]);

  const reset = useCallback(() => {
    setCode(source);
    setProblem(null);
    setFromLink(false);
    const { pathname, search, hash } = window.location;
    if (editedCodeIn(hash, name) != null) window.history.replaceState(window.history.state, '', pathname + search);
  }, [name, source]);

  const toggleEditing = useCallback(() => {
    setFocusEditor(!editing);
    setEditing(!editing);
  }, [editing]);

  return {
    editing,
    focusEditor,
    toggleEditing,
    code,
    setCode,
    fromLink,
    runFromLink: useCallback(() => setFromLink(false), []),
    /** Edited code runs in the sandboxed frame; the original runs in the page, as our own code. */
    sandboxed: !fromLink && (editing || code !== source),
    problem,
    onProblem: setProblem,
    linkBroken,
    reset,
    preloadEditor: EditorPanel.preload,
  };
}

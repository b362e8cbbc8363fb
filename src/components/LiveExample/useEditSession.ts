import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { lazyWithRetry } from '../LoadFailure/lazyWithRetry';
import { onceUntilFailure } from '../LoadFailure/onceUntilFailure';
import { editedCodeIn } from './edit-address';
import { lineOfError } from './error-line';
import type { RunResult } from './editor';

/** Edited code that ran; `id` tells one run from the next. */
export type EditedRun = { Component: ComponentType; id: number; address: string };
export type EditProblem = { message: string; line?: number };

// The editor and sucrase come in their own chunk, on the first Edit or the intent to press it.
const loadEditor = onceUntilFailure(() => import(/* webpackChunkName: "live-example-editor" */ './editor'));
export const EditorPanel = lazyWithRetry(loadEditor);

let runs = 0;

/** The state of one example's editing: its code, what runs in the stage, and what went wrong. */
export function useEditSession(name: string, source: string) {
  const [editing, setEditing] = useState(false);
  // Focus moves into the editor when the reader opens it, not when a shared link does.
  const [focusEditor, setFocusEditor] = useState(false);
  const [code, setCode] = useState(source);
  const [edited, setEdited] = useState<EditedRun | null>(null);
  const [problem, setProblem] = useState<EditProblem | null>(null);
  const [linkBroken, setLinkBroken] = useState(false);
  const lastGood = useRef<EditedRun | null>(null);

  useEffect(() => {
    const compressed = editedCodeIn(window.location.hash, name);
    if (compressed == null) return;
    loadEditor().then(
      ({ decompressCode }) => {
        const decoded = decompressCode(compressed);
        if (decoded == null) return setLinkBroken(true);
        setCode(decoded);
        setEditing(true);
      },
      () => setLinkBroken(true),
    );
  }, [name]);

  const onRun = useCallback((result: RunResult) => {
    if (result.problem) return setProblem(result.problem);
    setProblem(null);
    setEdited(result.Component ? { Component: result.Component, id: ++runs, address: result.address } : null);
  }, []);

  /** The edited code threw while rendering: say so and put back the last run that rendered. */
  const onCrash = useCallback((error: Error, crashed: EditedRun) => {
    setProblem({ message: error.message, line: lineOfError(error) });
    if (lastGood.current?.id === crashed.id) lastGood.current = null;
    setEdited(lastGood.current);
  }, []);

  const onRendered = useCallback((run: EditedRun) => {
    lastGood.current = run;
    const { pathname, search, hash } = window.location;
    if (pathname + search + hash !== run.address) window.history.replaceState(window.history.state, '', run.address);
  }, []);

  const reset = useCallback(() => {
    setCode(source);
    setEdited(null);
    setProblem(null);
    lastGood.current = null;
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
    edited,
    problem,
    linkBroken,
    onRun,
    onCrash,
    onRendered,
    reset,
    preloadEditor: EditorPanel.preload,
  };
}

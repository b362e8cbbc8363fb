// The script of the sandboxed live-example frame (/live-example-frame). The frame has an opaque
// origin: code it runs cannot read the docs page, its storage or its cookies. It takes code from
// its parent page only, compiles and runs it with the live-example runtime, renders the component,
// and tells the page what happened.
import React, { Component, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { compileExample } from './compile';
import { lineOfError } from './error-line';
import { LEAST_HEIGHT_PARAMETER, MAX_FRAME_HEIGHT, isRunMessage, type FrameMessage } from './protocol';
import { runtimeModules } from './runtime-modules';

type Run = { id: number; Component: ComponentType };

// The document comes from the docs site, and only the docs site may frame it (its policy says
// frame-ancestors 'self'): answers go to that origin and nowhere else.
const siteOrigin = new URL(window.location.href).origin;
const tell = (message: FrameMessage) => window.parent.postMessage(message, siteOrigin);

const container = document.getElementById('example')!;
// As tall as the stage was in the page at least, so the example's root view fills the same room.
const least = Number(new URLSearchParams(window.location.search).get(LEAST_HEIGHT_PARAMETER));
if (least > 0) container.style.minHeight = `${Math.min(least, MAX_FRAME_HEIGHT)}px`;
// Errors caught by the boundary below are reported to the page, which shows them under the stage.
const root = createRoot(container, { onCaughtError: () => {} });
let lastGood: Run | null = null;

class CrashBoundary extends Component<{ run: Run; children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  componentDidCatch(error: Error) {
    const { run } = this.props;
    tell({ kind: 'problem', id: run.id, message: error.message, line: lineOfError(error) });
    // The last run that rendered comes back; a run that crashed after rendering is forgotten.
    if (lastGood?.id === run.id) lastGood = null;
    if (lastGood) show(lastGood);
  }
  render() {
    return this.state.crashed ? null : this.props.children;
  }
}

// A layout effect: it runs as soon as the tree is committed, before the browser paints it.
function Rendered({ run }: { run: Run }) {
  useLayoutEffect(() => {
    lastGood = run;
    tell({ kind: 'rendered', id: run.id });
  }, [run]);
  return null;
}

function show(run: Run) {
  const Example = run.Component;
  root.render(
    <CrashBoundary key={run.id} run={run}>
      <Example />
      <Rendered run={run} />
    </CrashBoundary>,
  );
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== siteOrigin || !isRunMessage(event.data)) return;
  const { id, code } = event.data;
  const result = compileExample(code, runtimeModules);
  if (result.problem) return tell({ kind: 'problem', id, ...result.problem });
  show({ id, Component: result.Component });
});

// The page sizes the frame to its content, which may grow past the stage's least height.
new ResizeObserver(() => tell({ kind: 'height', height: container.offsetHeight })).observe(container);

tell({ kind: 'ready' });

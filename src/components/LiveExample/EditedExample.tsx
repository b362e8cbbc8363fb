import React, { Component, useLayoutEffect, type ReactNode } from 'react';
import { EDIT_RUN_MARK, EDIT_UPDATE_MEASURE } from './edit-address';
import type { EditedRun } from './useEditSession';

type BoundaryProps = { children: ReactNode; onCrash: (error: Error) => void };

/** Keeps a crash of edited code inside the stage; the session then puts back the last good run. */
class CrashBoundary extends Component<BoundaryProps, { crashed: boolean }> {
  state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  componentDidCatch(error: Error) {
    this.props.onCrash(error);
  }
  render() {
    return this.state.crashed ? null : this.props.children;
  }
}

// A layout effect: it runs as soon as the edited tree is committed, before the browser paints it.
function Rendered({ onRendered }: { onRendered: () => void }) {
  useLayoutEffect(() => {
    onRendered();
    if (performance.getEntriesByName(EDIT_RUN_MARK).length > 0) {
      performance.measure(EDIT_UPDATE_MEASURE, EDIT_RUN_MARK);
      performance.clearMarks(EDIT_RUN_MARK);
    }
  }, [onRendered]);
  return null;
}

type Props = {
  run: EditedRun;
  onCrash: (error: Error, run: EditedRun) => void;
  onRendered: (run: EditedRun) => void;
};

/** The component of edited code, in the stage; a new run mounts anew. */
export function EditedExample({ run, onCrash, onRendered }: Props) {
  const Example = run.Component;
  return (
    <CrashBoundary onCrash={(error) => onCrash(error, run)}>
      <Example />
      <Rendered onRendered={() => onRendered(run)} />
    </CrashBoundary>
  );
}

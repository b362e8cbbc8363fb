import React, { Component, Suspense, type ReactNode } from 'react';
import { DelayedSpinner } from './DelayedSpinner';
import { LoadFailure } from './LoadFailure';
import { isLoadError, type LoadError } from './LoadError';

export type LoadBoundaryProps = {
  children: ReactNode;
  /** Shown while loading; by default a spinner that appears after the loader delay. */
  fallback?: ReactNode;
  /** Replaces the default failure box, for parts with their own frame (a modal, say). */
  renderFailure?: (failure: { error: LoadError; retry: () => void }) => ReactNode;
};

type State = { failed: false } | { failed: true; error: unknown };

class LoadErrorBoundary extends Component<Omit<LoadBoundaryProps, 'fallback'>, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  retry = () => {
    if (this.state.failed && isLoadError(this.state.error)) this.state.error.reset();
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    // A crash is not a load failure: let the page's own boundary show "This page crashed.".
    if (!isLoadError(error)) throw error;
    return this.props.renderFailure ? (
      this.props.renderFailure({ error, retry: this.retry })
    ) : (
      <LoadFailure error={error} onRetry={this.retry} />
    );
  }
}

/** Shows lazily loaded children: a delayed spinner while loading, the error and Retry if loading fails. */
export function LoadBoundary({ children, fallback, renderFailure }: LoadBoundaryProps) {
  return (
    <LoadErrorBoundary renderFailure={renderFailure}>
      <Suspense fallback={fallback ?? <DelayedSpinner />}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}

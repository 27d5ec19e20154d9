import { Component, type ReactNode } from 'react';
import { GENERIC_ERROR } from '../api';
import { ErrorAlert } from './ErrorAlert';

/** A page that fails to load (e.g. a script from an older deploy) says so instead of going blank. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page">
        <ErrorAlert message={GENERIC_ERROR} />
      </main>
    );
  }
}

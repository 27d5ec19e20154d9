import { Component, type ReactNode } from 'react';
import { CHUNK_FAILED, isChunkLoadFailed } from '../../../rules/chunk-reload';
import { GENERIC_ERROR } from '../api';
import { ErrorAlert } from './ErrorAlert';

/**
 * A page that fails says so instead of going blank; a script gone after a deploy (already
 * reloaded once) says what happened.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode },
  { failed: boolean; chunk: boolean }
> {
  state = { failed: false, chunk: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, chunk: isChunkLoadFailed(error) };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page">
        <ErrorAlert message={this.state.chunk ? CHUNK_FAILED : GENERIC_ERROR} />
      </main>
    );
  }
}

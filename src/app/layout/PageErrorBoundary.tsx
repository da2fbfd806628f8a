import { Component, type ReactNode } from 'react';
import { errorMessage } from '../../domain/errors';
import { chunkLoadMessage, isChunkLoadError } from '../staleChunks';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Catches a page that fails to render or whose code cannot be downloaded (for example right after
 * a new version was deployed) so the header and menu keep working. The layout remounts it per path,
 * so moving to another page clears the error.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="page" role="alert">
        <h1>Something went wrong</h1>
        <p>
          {isChunkLoadError(this.state.error)
            ? chunkLoadMessage(navigator.onLine)
            : errorMessage(this.state.error)}
        </p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}

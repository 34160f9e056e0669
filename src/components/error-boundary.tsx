import { Component, type ReactNode } from 'react';
import { ErrorState } from './error-state';

interface ErrorBoundaryProps {
  /** What the guarded part shows, for the message ("The navigation"). */
  what: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
}

/** Keeps a crash in one panel from blanking the page: the panel shows the error and a retry. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  // No componentDidCatch: the state above shows the error, and nothing is sent anywhere
  // (errors may carry user data).

  override render() {
    if (this.state.error !== undefined) {
      return (
        <ErrorState
          error={this.state.error}
          what={`Showing ${this.props.what}`}
          onRetry={() => this.setState({ error: undefined })}
        />
      );
    }
    return this.props.children;
  }
}

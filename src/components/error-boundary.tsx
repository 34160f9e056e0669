import { Component, type ReactNode } from 'react';
import { ErrorState } from './error-state';

interface ErrorBoundaryProps {
  /** What the guarded part shows, for the message ("the navigation"). */
  what: string;
  /** When any of these change (new data, another record), a crashed panel tries again by itself. */
  resetKeys?: readonly unknown[];
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));

/** Keeps a crash in one panel from blanking the page: the panel shows the error and a retry. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  // No componentDidCatch: the state above shows the error, and nothing is sent anywhere
  // (errors may carry user data).

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error !== undefined && changed(previous.resetKeys, this.props.resetKeys)) {
      this.setState({ error: undefined });
    }
  }

  override render() {
    if (this.state.error !== undefined) {
      return (
        <ErrorState
          error={this.state.error}
          what={`Showing ${this.props.what}`}
          hint="The rest of the page still works."
          onRetry={() => this.setState({ error: undefined })}
        />
      );
    }
    return this.props.children;
  }
}

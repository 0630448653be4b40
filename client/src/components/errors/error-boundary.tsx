import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorCopy } from '@edition/pages';

interface Props {
  children: ReactNode;
  /** Changing it (the route) clears a caught error. */
  resetKey?: string;
}
interface State {
  failedKey: string | undefined | null;
}

/** Catches a page that throws while rendering and shows a sentence instead of a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedKey: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedKey: undefined };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    // Visible in the browser console for whoever debugs it; the guest sees the sentence below.
    console.error('Page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.failedKey !== null && prev.resetKey !== this.props.resetKey) {
      this.setState({ failedKey: null });
    }
  }

  override render() {
    if (this.state.failedKey === null) return this.props.children;
    return (
      <div className="page" role="alert">
        <h1 className="page-title">{errorCopy.title}</h1>
        <p>{errorCopy.body}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {errorCopy.reload}
        </button>
      </div>
    );
  }
}

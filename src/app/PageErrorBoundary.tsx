import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useSiteWords } from '../lib/i18n/WordsContext';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps the navigation usable when a page fails to render or its code fails to download (for
 * example after a new deployment replaced the hashed files): a message instead of a blank page.
 * Layout remounts it on every navigation, so moving to another page clears the error.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // The error's name and the component stack only: messages may quote form values.
    console.error(`Page failed to render: ${error.name}`, info.componentStack);
  }

  render() {
    return this.state.failed ? <PageFailure /> : this.props.children;
  }
}

function PageFailure() {
  const { pageError } = useSiteWords();
  return (
    <section className="page" role="alert">
      <h1>{pageError.heading}</h1>
      <p>{pageError.text}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {pageError.reload}
      </button>
    </section>
  );
}

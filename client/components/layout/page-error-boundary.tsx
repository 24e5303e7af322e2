import { Component, type ReactNode } from 'react';
import { AppErrorScreen } from './app-error-screen.tsx';

/**
 * A page that fails as it renders shows the 'Ooops!' screen inside the site's frame, with its reload button,
 * rather than an empty window: React removes everything under the root when nothing catches the error. The
 * usual cause is a page's code that cannot be loaded even after the one reload client/lib/chunk-load-failure.ts
 * makes (the server or the network is down). Moving to another page (`resetKey`) gives that page its chance.
 */
export class PageErrorBoundary extends Component<
  { message: string; resetKey: string; children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.hasFailed && previous.resetKey !== this.props.resetKey)
      this.setState({ hasFailed: false });
  }

  override render() {
    return this.state.hasFailed ? <AppErrorScreen message={this.props.message} /> : this.props.children;
  }
}

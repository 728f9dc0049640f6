import { Component, type ReactNode } from 'react';
import { StatusPage } from '../shared/ui/StatusPage';

interface Props {
  /** A new value (the next path) clears a shown error: the user left the page that failed. */
  resetKey: string;
  children: ReactNode;
}

/** A page that throws while rendering shows the 500 page (what a data router's errorElement did), until the path changes. */
export class RouteErrorBoundary extends Component<Props, { error: unknown; failedAt: string | undefined }> {
  override state: { error: unknown; failedAt: string | undefined } = { error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; failedAt: string | undefined }) {
    if (state.error === undefined) {
      return null;
    }
    if (state.failedAt === undefined) {
      return { failedAt: props.resetKey };
    }
    return state.failedAt === props.resetKey ? null : { error: undefined, failedAt: undefined };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <StatusPage status="500" />;
  }
}

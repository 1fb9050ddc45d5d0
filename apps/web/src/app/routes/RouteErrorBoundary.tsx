import { Component, type ReactNode } from 'react';
import { useLocation } from '@/shared/lib/router';
import { NotFound } from '@/shared/ui/NotFound';

interface BoundaryProps {
  /** Changes on every navigation: a new location clears a caught error. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  locationKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { error: null, locationKey: props.locationKey };
  }

  componentDidCatch(error: unknown): void {
    console.error('A screen failed to render', error);
  }

  render() {
    return this.state.error ? <NotFound /> : this.props.children;
  }
}

/** Layout route of the screens: a screen that throws while rendering shows page-not-found until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary locationKey={location.key}>{children}</ErrorBoundary>;
}

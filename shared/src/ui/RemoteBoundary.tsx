import { Box, Button, Typography } from '@mui/material';
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { useStrings } from '../i18n/use-strings';
import { uiStrings } from './i18n';

export interface ErrorFallbackProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** Names the area in tests and for assistive technology (e.g. the remote's name). */
  area?: string;
}

/** The localized fallback of a failed area: a title, a sentence and a retry button. */
export function ErrorFallback({ title, message, onRetry, area }: ErrorFallbackProps) {
  const { t } = useStrings(uiStrings);
  return (
    <Box role="alert" data-testid="area-fallback" data-area={area} sx={{ p: 3, my: 2, mx: 'auto', maxWidth: 560, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={onRetry} data-testid="area-retry">
        {t('retry')}
      </Button>
    </Box>
  );
}

function BoundaryFallback({ area, onRetry }: { area?: string; onRetry: () => void }) {
  const { t } = useStrings(uiStrings);
  return <ErrorFallback area={area} title={t('boundaryTitle')} message={t('boundaryMessage')} onRetry={onRetry} />;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Names the area (a remote's federation name) in the fallback and in the log. */
  area?: string;
  /** Custom fallback; the default is the localized one with a retry button. */
  fallback?: (retry: () => void, error: unknown) => ReactNode;
  /** Called on retry, before the children are rendered again (e.g. to reload a remote). */
  onRetry?: () => void;
  /** When this value changes the boundary resets (e.g. the location), so navigation recovers. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  attempt: number;
  resetKey: unknown;
}

/** An error boundary with a retry button: the failure stays inside its area. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null, attempt: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[boundary${this.props.area ? `:${this.props.area}` : ''}]`, error, info.componentStack);
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  render(): ReactNode {
    if (this.state.error) {
      return this.props.fallback ? this.props.fallback(this.retry, this.state.error) : <BoundaryFallback area={this.props.area} onRetry={this.retry} />;
    }
    // The key remounts the subtree on retry, so a component that threw starts fresh.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

/** The boundary the shell puts around every remote mount (and remotes around their own parts). */
export function RemoteBoundary(props: ErrorBoundaryProps) {
  return <ErrorBoundary {...props} />;
}

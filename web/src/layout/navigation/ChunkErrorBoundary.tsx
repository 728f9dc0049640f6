import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, type ChunkLoadError } from './lazy-page';

function ChunkLoadFailure({ error, onRetry }: { error: ChunkLoadError; onRetry: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('chunk.title')} role="alert" m="md">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(error.reason === 'timeout' ? 'chunk.timeout' : 'chunk.failed')}</Text>
        <Button size="xs" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('chunk.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface Props {
  /** Starts a fresh import of the page's code before the boundary renders its children again. */
  onRetry: () => void;
  /**
   * Loads the whole app again (default: the browser's reload). Browsers keep a failed module fetch in their module
   * map (Chromium answers a second import() of that URL with the same failure without asking the server), so a
   * page whose code failed to load can only come back with a reload; the same holds for a chunk gone after a new
   * deployment (new hashes). A page that only took too long is still loading: a fresh import waits for it.
   */
  onReload?: () => void;
  children: ReactNode;
}

const reloadWindow = () => window.location.reload();

interface State {
  error: ChunkLoadError | undefined;
  other: unknown;
}

/**
 * Catches a page whose code could not be loaded and offers a retry (a reload when the fetch failed, a fresh import
 * when it timed out). Any other error goes on to the
 * boundaries above (the route's error element, the error log).
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, other: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return isChunkLoadError(error) ? { error, other: undefined } : { other: error };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {}

  private readonly retry = () => {
    if (this.state.error?.reason === 'failed') {
      (this.props.onReload ?? reloadWindow)();
      return;
    }
    this.props.onRetry();
    this.setState({ error: undefined, other: undefined });
  };

  override render(): ReactNode {
    if (this.state.other !== undefined) {
      throw this.state.other;
    }
    if (this.state.error) {
      return <ChunkLoadFailure error={this.state.error} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}

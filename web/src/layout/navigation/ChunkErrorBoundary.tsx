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
  children: ReactNode;
}

interface State {
  error: ChunkLoadError | undefined;
  other: unknown;
}

/**
 * Catches a page whose code could not be loaded and offers a retry. Any other error goes on to the
 * boundaries above (the route's error element, the error log).
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, other: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return isChunkLoadError(error) ? { error, other: undefined } : { other: error };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {}

  private readonly retry = () => {
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

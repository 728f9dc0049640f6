import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { addErrorLogEntry } from './error-log-store';

function Fallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errorLog');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('boundary.title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('boundary.text')}</Text>
        <Button variant="default" onClick={onRetry}>
          {t('boundary.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface BoundaryState {
  failed: boolean;
}

class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    addErrorLogEntry({
      type: 'render',
      message: error.message || error.name,
      stack: error.stack ?? '',
      info: (info.componentStack ?? '').trim(),
    });
  }

  override render(): ReactNode {
    return this.state.failed ? <Fallback onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}

/**
 * Around the page outlet: a render error of the page is logged (type "render", with the component
 * stack) and a translated fallback with a retry replaces the page; navigating elsewhere starts fresh.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
}

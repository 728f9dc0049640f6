import { Alert, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useVisitedPage } from './navigation/useVisitedPage';

/** Only http(s) URLs and same-origin paths may be embedded (never javascript: or data: URLs). */
export function safeEmbeddedSource(source: string | null): string | undefined {
  if (!source) {
    return undefined;
  }
  if (source.startsWith('/') && !source.startsWith('//')) {
    return source;
  }
  try {
    const url = new URL(source);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /myiframe/...?src=<url>&code=<menu code>&name=<label>: an external page embedded in the layout
 * (a tab of its own; the label follows the language through the menu code).
 */
export function IframePage() {
  const { t } = useTranslation(['layout', 'menu']);
  const [searchParams] = useSearchParams();
  const source = safeEmbeddedSource(searchParams.get('src'));
  const code = searchParams.get('code');
  const fallbackName = searchParams.get('name') ?? t('layout:iframe.frameTitle');
  const name = code ? t(`menu:${code}`, { defaultValue: fallbackName }) : fallbackName;
  const menuName = searchParams.get('name') ?? undefined;
  useVisitedPage({
    label: name,
    tab: { code: code ?? undefined, name: menuName, titleKey: menuName ? undefined : 'layout:iframe.frameTitle' },
  });
  if (!source) {
    return (
      <Alert color="red" role="alert">
        {t('layout:iframe.invalid')}
      </Alert>
    );
  }
  return (
    <Box h="calc(100vh - 56px - 40px - 2 * var(--mantine-spacing-md))">
      <iframe src={source} title={name} style={{ border: 0, width: '100%', height: '100%' }} />
    </Box>
  );
}

import { ActionIcon } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function fullscreenSupported(): boolean {
  return typeof document !== 'undefined' && document.fullscreenEnabled === true;
}

/** Top-bar full-screen toggle; hidden when the browser offers no full-screen API. */
export function FullscreenButton() {
  const { t } = useTranslation('theme');
  const { toggle, fullscreen } = useFullscreenDocument();
  if (!fullscreenSupported()) {
    return null;
  }
  const label = t(fullscreen ? 'fullscreen.exit' : 'fullscreen.enter');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => void toggle().catch(() => undefined)}
      aria-label={label}
      title={label}
      aria-pressed={fullscreen}
    >
      {fullscreen ? <IconMinimize size={20} aria-hidden /> : <IconMaximize size={20} aria-hidden />}
    </ActionIcon>
  );
}

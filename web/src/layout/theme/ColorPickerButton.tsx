import { ActionIcon, ColorSwatch, Popover } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeSettings } from './useThemeSettings';

// The picker's code (ColorPicker, ColorInput) loads when the dropdown opens, not with the layout.
const ColorPickerPanel = lazy(() => import('./ColorPickerPanel').then((module) => ({ default: module.ColorPickerPanel })));

/** Top-bar colour picker (SPEC §2): the primary colour of buttons, links and highlights; kept. */
export function ColorPickerButton() {
  const { t } = useTranslation('theme');
  const { primaryColor } = useThemeSettings();
  return (
    <Popover position="bottom" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('color.button')} title={t('color.button')}>
          <ColorSwatch color={primaryColor} size={18} withShadow aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={null}>
          <ColorPickerPanel />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}

import { Button, ColorInput, ColorPicker, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isHexColor } from './primary-palette';
import { setPrimaryColor } from './theme-store';
import { defaultPrimaryColor, primaryColorSwatches } from './themes';
import { useThemeSettings } from './useThemeSettings';

/** The colour picker's dropdown (ColorPickerButton loads it when opened): picker, hex input, reset. */
export function ColorPickerPanel() {
  const { t } = useTranslation('theme');
  const { primaryColor } = useThemeSettings();
  const choose = (value: string) => {
    if (isHexColor(value)) {
      setPrimaryColor(value);
    }
  };
  return (
    <Stack gap="xs" w={220}>
      <Text size="sm" fw={500} id="primary-color-heading">
        {t('color.label')}
      </Text>
      <ColorPicker
        key={`picker-${primaryColor}`}
        format="hex"
        defaultValue={primaryColor}
        onChangeEnd={choose}
        swatches={primaryColorSwatches}
        swatchesPerRow={5}
        saturationLabel={t('color.saturation')}
        hueLabel={t('color.hue')}
        fullWidth
      />
      <ColorInput
        key={`input-${primaryColor}`}
        aria-labelledby="primary-color-heading"
        defaultValue={primaryColor}
        onChangeEnd={choose}
        withPicker={false}
        withEyeDropper={false}
        format="hex"
      />
      <Button variant="default" size="xs" onClick={() => setPrimaryColor(defaultPrimaryColor)}>
        {t('color.reset')}
      </Button>
    </Stack>
  );
}

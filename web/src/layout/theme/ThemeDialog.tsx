import { Group, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setThemeName } from './theme-store';
import { ThemePreview } from './ThemePreview';
import { appThemes, isThemeName, themeNames } from './themes';
import { useThemeSettings } from './useThemeSettings';

/** SPEC §2 theme dialog: the 11 themes with a preview each; a pick applies at once and is kept. */
export function ThemeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('theme');
  const { themeName } = useThemeSettings();
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialog.title')} size="xl">
      <Radio.Group
        value={themeName}
        onChange={(value) => isThemeName(value) && setThemeName(value)}
        label={t('dialog.label')}
        description={t('dialog.description')}
      >
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} mt="sm">
          {themeNames.map((name) => (
            <Radio.Card key={name} value={name} radius="md" p="xs" aria-label={t(`names.${name}`)} data-theme-option={name}>
              <Stack gap={6}>
                <ThemePreview definition={appThemes[name]} />
                <Group gap={4} wrap="nowrap" justify="space-between">
                  <Text size="sm" fw={name === themeName ? 600 : 400}>
                    {t(`names.${name}`)}
                  </Text>
                  {name === themeName ? <IconCheck size={16} aria-hidden color="var(--mantine-primary-color-filled)" /> : null}
                </Group>
              </Stack>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Modal>
  );
}

import { Grid, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/permission/usePermission';
import { ScopeMenuTree, type ScopeMenu } from './ScopeMenuTree';

/**
 * The data-scope and API-scope pages: the menu tree on the left, the rules of the selected menu on the
 * right (shown to holders of the page's setting code).
 */
export function ScopePageLayout({
  title,
  settingPermission,
  children,
}: {
  /** i18n key of the heading. */
  title: string;
  /** Button code that opens a menu's rules (data_scope_setting / api_scope_setting). */
  settingPermission: string;
  /** The rule list of the selected menu. */
  children: (menu: ScopeMenu) => ReactNode;
}) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<ScopeMenu | undefined>(undefined);
  const canSet = usePermission(settingPermission);
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t(title)}
      </Title>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="sm" radius="sm" component="section" aria-label={t('scope:menuTree')}>
            <Text size="sm" fw={500} mb="xs">
              {t('scope:menuTree')}
            </Text>
            <ScrollArea.Autosize mah="70vh" type="auto">
              <ScopeMenuTree selectedId={menu?.id} onSelect={setMenu} />
            </ScrollArea.Autosize>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {!menu ? (
            <Paper withBorder p="xl" radius="sm">
              <Text c="dimmed" ta="center">
                {t('scope:chooseMenu')}
              </Text>
            </Paper>
          ) : canSet ? (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('scope:currentMenu', { name: menu.name, code: menu.code })}
              </Text>
              {children(menu)}
            </Stack>
          ) : (
            <Paper withBorder p="xl" radius="sm">
              <Text c="dimmed" ta="center">
                {t('scope:noSetting')}
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

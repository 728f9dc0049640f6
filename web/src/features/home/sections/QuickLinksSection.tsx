import { Card, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { menuIcon, useLayoutContext } from '../../../layout/public';
import type { HomeSectionProps } from '../../../shared/home/home-sections';
import { quickLinks } from './quick-links';

const tileStyle = {
  borderRadius: 'var(--mantine-radius-md)',
  border: '1px solid var(--mantine-color-default-border)',
  textAlign: 'center',
} as const;

/** Up to eight leaf menus of the caller, with their icons. */
export function QuickLinksSection({ pagePath, dense }: HomeSectionProps) {
  const { t } = useTranslation(['home', 'menu']);
  const { menuTree, menusLoading } = useLayoutContext();
  const links = useMemo(() => quickLinks(menuTree, pagePath), [menuTree, pagePath]);
  return (
    <Card withBorder radius="md" padding={dense ? 'md' : 'lg'} h="100%" component="section" aria-labelledby="home-quick-links">
      <Title order={3} fz="h5" mb="sm" id="home-quick-links">
        {t('home:quickLinks.title')}
      </Title>
      {links.length === 0 && !menusLoading && (
        <Text c="dimmed" size="sm">
          {t('home:quickLinks.empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="nav" aria-label={t('home:quickLinks.title')}>
        {links.map(({ node, target }) => {
          const Icon = menuIcon(node.source);
          const label = t(`menu:${node.code}`, { defaultValue: node.name });
          const content = (
            <>
              <Icon size={24} aria-hidden style={{ color: 'var(--mantine-primary-color-filled)' }} />
              <Text size="sm" lineClamp={1}>
                {label}
              </Text>
            </>
          );
          return target.kind === 'external' ? (
            <UnstyledButton
              key={node.id}
              component="a"
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              p="xs"
              style={tileStyle}
            >
              {content}
            </UnstyledButton>
          ) : (
            <UnstyledButton key={node.id} component={Link} to={target.to} p="xs" style={tileStyle}>
              {content}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}

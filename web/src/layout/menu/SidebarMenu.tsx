import { Alert, NavLink, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSeededLabel } from '../../i18n/seeded-label';
import { PageLoader } from '../../shared/ui/PageLoader';
import { CollapsedMenu } from './CollapsedMenu';
import { findMenuByRoute, isActiveRoute, menuTarget, type ActivePath, type MenuNode } from './build-menu-tree';
import { menuIcon } from './menu-icons';

/**
 * Opening a branch closes its open siblings (and their descendants): only one branch per level
 * is open at a time. `openPath` holds the open branch ids from the root down.
 */
export function toggleOpenPath(openPath: readonly string[], ancestors: readonly string[], id: string): string[] {
  const depth = ancestors.length;
  if (openPath[depth] === id) {
    return openPath.slice(0, depth);
  }
  return [...ancestors, id];
}

function MenuEntry({
  node,
  ancestors,
  openPath,
  activePath,
  onToggle,
}: {
  node: MenuNode;
  ancestors: readonly string[];
  openPath: readonly string[];
  activePath: ActivePath;
  onToggle: (ancestors: readonly string[], id: string) => void;
}) {
  const { t } = useTranslation(['menu', 'layout']);
  const seededLabel = useSeededLabel();
  const label = seededLabel('menu', node.code, node.name);
  const Icon = menuIcon(node.source);
  const icon = <Icon size={18} stroke={1.6} aria-hidden />;
  const target = menuTarget(node);

  if (target.kind === 'branch') {
    const childAncestors = [...ancestors, node.id];
    return (
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        opened={openPath[ancestors.length] === node.id}
        aria-expanded={openPath[ancestors.length] === node.id}
        onChange={() => onToggle(ancestors, node.id)}
        childrenOffset={20}
      >
        {node.children.map((child) => (
          <MenuEntry
            key={child.id}
            node={child}
            ancestors={childAncestors}
            openPath={openPath}
            activePath={activePath}
            onToggle={onToggle}
          />
        ))}
      </NavLink>
    );
  }
  if (target.kind === 'external') {
    return (
      <NavLink
        component="a"
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        label={label}
        leftSection={icon}
        rightSection={<IconExternalLink size={14} aria-label={t('layout:sidebar.externalLink')} />}
      />
    );
  }
  const active = isActiveRoute(target.to, activePath);
  return (
    <NavLink component={Link} to={target.to} label={label} leftSection={icon} active={active} aria-current={active ? 'page' : undefined} />
  );
}

/**
 * The sidebar navigation built from the menu tree: one open branch per level; collapsed, only the
 * top-level icons (with tooltips, branches as fly-out menus).
 */
export function SidebarMenu({
  tree,
  loading,
  failed,
  collapsed = false,
}: {
  tree: readonly MenuNode[];
  loading: boolean;
  failed: boolean;
  collapsed?: boolean;
}) {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const activePath = useMemo(() => ({ pathname, search }), [pathname, search]);
  const activeEntry = useMemo(() => findMenuByRoute(tree, pathname, search), [tree, pathname, search]);
  const [openPath, setOpenPath] = useState<string[]>([]);

  // Open the branch that holds the current page when the page changes (by identity: a refetched menu tree
  // with the same current page keeps the branch the user opened).
  const activeAncestors = activeEntry ? activeEntry.ancestors.join('/') : '';
  useEffect(() => {
    if (activeAncestors !== '') {
      setOpenPath(activeAncestors.split('/'));
    }
  }, [activeAncestors, pathname]);

  const onToggle = (ancestors: readonly string[], id: string) => setOpenPath((current) => toggleOpenPath(current, ancestors, id));

  let content;
  if (loading && tree.length === 0) {
    content = <PageLoader />;
  } else if (failed && tree.length === 0) {
    content = <Alert color="red">{t('sidebar.loadFailed')}</Alert>;
  } else if (tree.length === 0) {
    content = (
      <Text c="dimmed" size="sm" p="sm">
        {t('sidebar.empty')}
      </Text>
    );
  } else if (collapsed) {
    content = <CollapsedMenu tree={tree} activePath={activePath} activeRootId={activeEntry?.ancestors[0] ?? activeEntry?.node.id} />;
  } else {
    content = tree.map((node) => (
      <MenuEntry key={node.id} node={node} ancestors={[]} openPath={openPath} activePath={activePath} onToggle={onToggle} />
    ));
  }

  return (
    <nav aria-label={t('sidebar.navigation')}>
      <Stack gap={collapsed ? 4 : 0} p="xs" align={collapsed ? 'center' : 'stretch'}>
        {content}
      </Stack>
    </nav>
  );
}

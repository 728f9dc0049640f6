import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSeededLabel } from '../../i18n/seeded-label';
import { flattenMenuTree, isActiveRoute, menuTarget, type ActivePath, type MenuNode } from './build-menu-tree';
import { menuIcon } from './menu-icons';

function useMenuLabel(): (node: MenuNode) => string {
  const label = useSeededLabel();
  return (node) => label('menu', node.code, node.name);
}

/** One top-level entry of the collapsed sidebar: an icon with a tooltip; a branch opens a fly-out of its pages. */
function CollapsedEntry({ node, activePath, active }: { node: MenuNode; activePath: ActivePath; active: boolean }) {
  const labelOf = useMenuLabel();
  const label = labelOf(node);
  const Icon = menuIcon(node.source);
  const target = menuTarget(node);
  const variant = active ? 'light' : 'subtle';

  if (target.kind === 'route') {
    return (
      <Tooltip label={label} position="right" withArrow>
        <ActionIcon
          component={Link}
          to={target.to}
          variant={variant}
          size="xl"
          aria-label={label}
          aria-current={active ? 'page' : undefined}
        >
          <Icon size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  if (target.kind === 'external') {
    return (
      <Tooltip label={label} position="right" withArrow>
        <ActionIcon
          component="a"
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          size="xl"
          aria-label={label}
        >
          <Icon size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  const leaves = flattenMenuTree(node.children).filter(({ node: child }) => menuTarget(child).kind !== 'branch');
  return (
    <Menu position="right-start" withinPortal trigger="click-hover" openDelay={100} closeDelay={200}>
      <Menu.Target>
        <ActionIcon variant={variant} size="xl" aria-label={label}>
          <Icon size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        <Menu.Label>{label}</Menu.Label>
        {leaves.map(({ node: leaf }) => {
          const leafTarget = menuTarget(leaf);
          const LeafIcon = menuIcon(leaf.source);
          const icon = <LeafIcon size={16} stroke={1.6} aria-hidden />;
          if (leafTarget.kind === 'route') {
            const current = isActiveRoute(leafTarget.to, activePath);
            return (
              <Menu.Item
                key={leaf.id}
                component={Link}
                to={leafTarget.to}
                leftSection={icon}
                aria-current={current ? 'page' : undefined}
                fw={current ? 600 : undefined}
              >
                {labelOf(leaf)}
              </Menu.Item>
            );
          }
          return leafTarget.kind === 'external' ? (
            <Menu.Item key={leaf.id} component="a" href={leafTarget.href} target="_blank" rel="noopener noreferrer" leftSection={icon}>
              {labelOf(leaf)}
            </Menu.Item>
          ) : null;
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The sidebar collapsed to icons. */
export function CollapsedMenu({
  tree,
  activePath,
  activeRootId,
}: {
  tree: readonly MenuNode[];
  activePath: ActivePath;
  activeRootId: string | undefined;
}) {
  return (
    <>
      {tree.map((node) => (
        <CollapsedEntry key={node.id} node={node} activePath={activePath} active={node.id === activeRootId} />
      ))}
    </>
  );
}

import { Badge, NavLink } from '@mantine/core';
import { IconFile, IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FileChange } from './download-history';
import type { PreviewNode } from './preview-tree';

/** The badge color of each change. */
export const MARKER_COLOR: Record<Exclude<FileChange, 'same'>, string> = { added: 'green', changed: 'orange', removed: 'red' };

/** The preview's file tree: folders open, each file with its change since the last download. */
export function PreviewFileTree({
  nodes,
  selected,
  changes,
  onSelect,
}: {
  nodes: readonly PreviewNode[];
  selected: string | undefined;
  changes: ReadonlyMap<string, FileChange>;
  onSelect: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {nodes.map((node) => {
        if (!node.file) {
          return (
            <NavLink key={node.path} label={node.name} leftSection={<IconFolder size={14} aria-hidden />} defaultOpened childrenOffset={12}>
              <PreviewFileTree nodes={node.children} selected={selected} changes={changes} onSelect={onSelect} />
            </NavLink>
          );
        }
        const change = changes.get(node.path);
        return (
          <NavLink
            key={node.path}
            component="button"
            label={node.name}
            title={node.path}
            active={node.path === selected}
            onClick={() => onSelect(node.path)}
            leftSection={<IconFile size={14} aria-hidden />}
            rightSection={
              change && change !== 'same' ? (
                <Badge size="xs" color={MARKER_COLOR[change]} variant="light" data-testid="change-marker">
                  {t(`develop:preview.markers.${change}`)}
                </Badge>
              ) : null
            }
          />
        );
      })}
    </>
  );
}

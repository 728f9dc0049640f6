import { menuIcon } from './menu-icons';

/**
 * The icon of a menu's `source` (a Tabler name or a legacy icon-font class) as a table cell: the icon
 * only, never the class name as text; nothing when there is no icon.
 */
export function MenuIconCell({ source }: { source: string }) {
  if (!source.trim()) {
    return null;
  }
  const Icon = menuIcon(source);
  return <Icon size={18} stroke={1.6} aria-hidden data-testid="menu-icon-cell" />;
}

// The shell's one public entry for features. Features import the layout only from here (lint:
// project/boundary-web-features); everything else under layout/ is the shell's own. Keep it small: add
// an export only when a page needs something of the shell's, and move it to shared/ instead when it does
// not depend on the shell's state.
export { useLayoutContext, type LayoutContextValue } from './useLayoutContext';
export {
  buildMenuTree,
  findMenuByRoute,
  flattenMenuTree,
  menuTarget,
  type FlatMenuItem,
  type MenuNode,
  type MenuTarget,
} from './menu/build-menu-tree';
export { menuIcon } from './menu/menu-icons';
export { MenuIconCell } from './menu/MenuIconCell';
export { NoticeDialog } from './notice/NoticeDialog';
export type { FeedNotice } from './notice/NoticeTabList';
export { useNoticeCounts } from './notice/useNoticeCounts';

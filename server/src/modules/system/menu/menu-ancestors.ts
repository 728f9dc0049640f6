import type { Menu } from './menu.entity';

/** `selected` plus every ancestor found in `all`, in the order of `all`. */
export function menusWithAncestors(selected: Menu[], all: Menu[]): Menu[] {
  const byId = new Map(all.map((menu) => [menu.id, menu]));
  const chosen = new Set(selected.map((menu) => menu.id));
  for (const menu of selected) {
    let parent = byId.get(menu.parentId);
    while (parent && !chosen.has(parent.id)) {
      chosen.add(parent.id);
      parent = byId.get(parent.parentId);
    }
  }
  return all.filter((menu) => chosen.has(menu.id));
}

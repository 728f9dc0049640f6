import { Field, ID, Int, InterfaceType, ObjectType } from 'type-graphql';
import type { TopMenu } from '../top-menu/top-menu.entity';
import type { Menu } from './menu.entity';

/** The fields of a menu or button that every menu type shows, so one fragment `on MenuEntry` selects them. */
@InterfaceType('MenuEntry', { description: 'A menu or button: the fields the granted menus and menu administration share.' })
export abstract class MenuEntry {
  @Field(() => ID, { description: 'Menu id.' })
  id!: string;

  @Field(() => ID, { description: 'Parent menu id; "0" for roots.' })
  parentId!: string;

  @Field({ description: 'Unique code; also the permission code and the i18n key (menu:<code>).' })
  code!: string;

  @Field({ description: 'Name as stored (Chinese by default).' })
  name!: string;

  @Field({ description: 'Alias, e.g. add/edit for buttons.' })
  alias!: string;

  @Field({ description: 'Route path or external URL.' })
  path!: string;

  @Field({ description: 'Icon name; empty for the default icon.' })
  source!: string;

  @Field(() => Int, { description: 'Sort order.' })
  sort!: number;

  @Field(() => Int, { description: '1 menu, 2 button.' })
  category!: number;

  @Field(() => Int, { description: 'Button placement: 0 none, 1 toolbar, 2 row, 3 both.' })
  action!: number;

  @Field(() => Int, { description: '1 normal, 2 opens externally.' })
  isOpen!: number;
}

@ObjectType({ implements: MenuEntry, description: 'A menu or button granted to the caller (flat; build the tree from parentId).' })
export class MenuItem extends MenuEntry {}

@ObjectType('TopMenu', { description: 'A top-bar menu entry.' })
export class TopMenuItem {
  @Field(() => ID, { description: 'Top menu id.' })
  id!: string;

  @Field({ description: 'Code.' })
  code!: string;

  @Field({ description: 'Name.' })
  name!: string;

  @Field({ description: 'Icon name.' })
  source!: string;

  @Field(() => Int, { description: 'Sort order.' })
  sort!: number;
}

export function toMenuItem(menu: Menu): MenuItem {
  return {
    id: menu.id,
    parentId: menu.parentId,
    code: menu.code,
    name: menu.name,
    alias: menu.alias,
    path: menu.path,
    source: menu.source,
    sort: menu.sort,
    category: menu.category,
    action: menu.action,
    isOpen: menu.isOpen,
  };
}

export function toTopMenuItem(topMenu: TopMenu): TopMenuItem {
  return { id: topMenu.id, code: topMenu.code, name: topMenu.name, source: topMenu.source, sort: topMenu.sort };
}

import { Field, ObjectType } from 'type-graphql';
import { AuditView, auditOf } from '../../../core/graphql/audit-view.types';
import type { Menu } from './menu.entity';
import { MenuEntry } from './menu.types';

@ObjectType({ implements: MenuEntry, description: 'A menu or button as menu administration shows it.' })
export class MenuView extends AuditView implements MenuEntry {
  // The MenuEntry fields: the schema takes them (and their descriptions) from the interface; these lines type them.
  parentId!: string;
  code!: string;
  name!: string;
  alias!: string;
  path!: string;
  source!: string;
  sort!: number;
  category!: number;
  action!: number;
  isOpen!: number;

  @Field({ description: 'Remark.' })
  remark!: string;

  @Field({ description: 'True when the menu has children (in the list it was read for).' })
  hasChildren!: boolean;

  @Field({ description: 'Name of the parent (顶级 for roots); filled by the detail only.' })
  parentName!: string;

  @Field({ description: 'Label of category; filled by the detail only.' })
  categoryName!: string;

  @Field({ description: 'Label of action; filled by the detail only.' })
  actionName!: string;

  @Field({ description: 'Label of isOpen; filled by the detail only.' })
  isOpenName!: string;
}

export interface MenuLabels {
  parentName: string;
  categoryName: string;
  actionName: string;
  isOpenName: string;
}

const NO_LABELS: MenuLabels = { parentName: '', categoryName: '', actionName: '', isOpenName: '' };

export function toMenuView(menu: Menu, hasChildren: boolean, labels: MenuLabels = NO_LABELS): MenuView {
  return {
    ...auditOf(menu),
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
    remark: menu.remark ?? '',
    hasChildren,
    ...labels,
  };
}

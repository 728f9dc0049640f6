import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AuditView, auditOf } from '../../../core/graphql/audit-view.types';
import type { Menu } from './menu.entity';

@ObjectType({ description: 'A menu or button as menu administration shows it.' })
export class MenuView extends AuditView {
  @Field(() => ID, { description: 'Parent menu id; "0" for roots.' })
  parentId!: string;

  @Field({ description: 'Unique code; also the permission code.' })
  code!: string;

  @Field({ description: 'Name.' })
  name!: string;

  @Field({ description: 'Alias.' })
  alias!: string;

  @Field({ description: 'Route path or external URL.' })
  path!: string;

  @Field({ description: 'Icon name.' })
  source!: string;

  @Field(() => Int, { description: 'Sort order.' })
  sort!: number;

  @Field(() => Int, { description: '1 menu, 2 button.' })
  category!: number;

  @Field(() => Int, { description: 'Button placement: 0 none, 1 toolbar, 2 row, 3 both.' })
  action!: number;

  @Field(() => Int, { description: '1 normal, 2 opens externally.' })
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

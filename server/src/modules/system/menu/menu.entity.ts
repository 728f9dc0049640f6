import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** A menu (category 1) or button (category 2). Global: every tenant shares the menu tree. */
@Entity({ tableName: 'blade_menu' })
@Index({ properties: ['parentId'] })
export class Menu extends BaseEntity {
  @Property({ type: IdType, default: '0' })
  parentId: Opt<string> = '0';

  @Index()
  @Property({ type: 'string', length: 255 })
  code!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 255, default: '' })
  alias: Opt<string> = '';

  @Property({ type: 'string', length: 255, default: '' })
  path: Opt<string> = '';

  @Property({ type: 'string', length: 255, default: '' })
  source: Opt<string> = '';

  @Property({ type: 'integer', default: 1 })
  sort: Opt<number> = 1;

  /** 1 menu, 2 button. */
  @Property({ type: 'integer', default: 1 })
  category: Opt<number> = 1;

  /** 0 none, 1 toolbar, 2 row, 3 toolbar and row. */
  @Property({ type: 'integer', default: 0 })
  action: Opt<number> = 0;

  /** 1 normal, 2 opens externally. */
  @Property({ type: 'integer', default: 1 })
  isOpen: Opt<number> = 1;

  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;
}

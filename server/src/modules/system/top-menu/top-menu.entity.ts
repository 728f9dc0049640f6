import { Entity, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';

/** A top-bar menu entry that narrows the sidebar to the menus configured for it. */
@Entity({ tableName: 'blade_top_menu' })
export class TopMenu extends TenantScopedEntity {
  @Property({ type: 'string', length: 255 })
  code!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 255, default: '' })
  source: Opt<string> = '';

  @Property({ type: 'integer', default: 1 })
  sort: Opt<number> = 1;
}

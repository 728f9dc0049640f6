import { Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { whileLive } from '../../../core/db/live-unique';

/**
 * A business dictionary row of one tenant: a root (dictKey "-1", parentId 0) or one of its items.
 * Same columns as the system dictionary (dict.entity.ts) plus the tenant; always tenant-filtered.
 */
@Entity({ tableName: 'blade_dict_biz' })
@Index({ properties: ['tenantId', 'code', 'parentId'] })
@Unique({ name: 'blade_dict_biz_tenant_live_code_key_unique', properties: ['tenantId', 'liveCode', 'dictKey'] })
export class DictBiz extends TenantScopedEntity {
  @Property({ type: IdType, default: '0' })
  parentId: Opt<string> = '0';

  @Property({ type: 'string', length: 255 })
  code!: string;

  /** The code while the row is live: (code, dictKey) is unique among live rows, removed rows keep theirs. */
  @Property<DictBiz>({ type: 'string', length: 255, hidden: true, generated: whileLive<DictBiz>('code') })
  liveCode?: Opt<string> | null;

  @Property({ type: 'string', length: 255 })
  dictKey!: string;

  @Property({ type: 'string', length: 255 })
  dictValue!: string;

  @Property({ type: 'integer', default: 1 })
  sort: Opt<number> = 1;

  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;

  /** 0 editable, 1 sealed (kept out of dictionary(code)). */
  @Property({ type: 'integer', default: 0 })
  isSealed: Opt<number> = 0;
}

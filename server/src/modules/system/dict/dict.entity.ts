import { Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { whileLive } from '../../../core/db/live-unique';

/** A system dictionary row: a root (dictKey "-1") or one of its items. */
@Entity({ tableName: 'blade_dict' })
@Index({ properties: ['code', 'parentId'] })
@Unique({ name: 'blade_dict_live_code_key_unique', properties: ['liveCode', 'dictKey'] })
export class Dict extends BaseEntity {
  @Property({ type: IdType, default: '0' })
  parentId: Opt<string> = '0';

  @Property({ type: 'string', length: 255 })
  code!: string;

  /** The code while the row is live: (code, dictKey) is unique among live rows, removed rows keep theirs. */
  @Property<Dict>({ type: 'string', length: 255, hidden: true, generated: whileLive<Dict>('code') })
  liveCode?: Opt<string> | null;

  @Property({ type: 'string', length: 255 })
  dictKey!: string;

  @Property({ type: 'string', length: 255 })
  dictValue!: string;

  @Property({ type: 'integer', default: 1 })
  sort: Opt<number> = 1;

  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;

  /** 0 editable, 1 sealed. */
  @Property({ type: 'integer', default: 0 })
  isSealed: Opt<number> = 0;
}

import { Entity, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { LongTextType } from '../../../core/db/long-text.type';

/** A designer draft (BladeX model/list, submit, detail, remove); deploying it creates a deployment. */
@Entity({ tableName: 'wf_model' })
@Unique({ name: 'wf_model_tenant_key_unique', properties: ['tenantId', 'modelKey'] })
export class WfModel extends TenantScopedEntity {
  @Property({ type: 'string', length: 255 })
  modelKey!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  category?: string | null;

  @Property({ type: 'string', length: 2000, nullable: true })
  description?: string | null;

  @Property({ type: LongTextType, nullable: true })
  xml?: string | null;

  /** Bumped on every save (optimistic check for the designer). */
  @Property({ type: 'integer', default: 0 })
  rev: Opt<number> = 0;
}

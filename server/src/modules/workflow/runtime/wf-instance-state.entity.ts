import { Entity, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { LongTextType } from '../../../core/db/long-text.type';

/** The engine state of one instance (`id` = the instance id), without the definition source; kept out of lists. */
@Entity({ tableName: 'wf_instance_state' })
export class WfInstanceState extends TenantScopedEntity {
  /** bpmn-engine `getState()` JSON with `definitions[].source` removed. */
  @Property({ type: LongTextType })
  state!: string;

  @Property({ type: 'string', length: 32 })
  engineVersion!: string;
}

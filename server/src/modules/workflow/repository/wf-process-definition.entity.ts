import { Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { LongTextType } from '../../../core/db/long-text.type';

/**
 * One version of an executable process. Redeploying the same key creates version n+1 and moves `isLatest`;
 * running instances stay on the version they started with. `serializedContext` is the moddle-context-serializer
 * output the engine is built from (no XML parse per command).
 */
@Entity({ tableName: 'wf_process_definition' })
@Unique({ name: 'wf_definition_tenant_key_version_unique', properties: ['tenantId', 'definitionKey', 'version'] })
@Index({ name: 'wf_definition_tenant_latest_category_index', properties: ['tenantId', 'isLatest', 'category'] })
export class WfProcessDefinition extends TenantScopedEntity {
  @Index({ name: 'wf_definition_deployment_index' })
  @Property({ type: IdType })
  deploymentId!: string;

  /** The `<process id>` of the BPMN. */
  @Property({ type: 'string', length: 255 })
  definitionKey!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'string', length: 255, nullable: true })
  category?: string | null;

  @Property({ type: 'string', length: 2000, nullable: true })
  description?: string | null;

  @Property({ type: 'boolean', default: false })
  suspended: Opt<boolean> = false;

  @Property({ type: 'boolean', default: true })
  isLatest: Opt<boolean> = true;

  @Property({ type: LongTextType })
  xml!: string;

  @Property({ type: LongTextType })
  serializedContext!: string;

  /** Comma-separated user ids allowed to start (empty: everyone of the tenant). */
  @Property({ type: 'string', length: 2000, nullable: true })
  starterUsers?: string | null;

  /** Comma-separated role aliases allowed to start. */
  @Property({ type: 'string', length: 2000, nullable: true })
  starterGroups?: string | null;

  @Property({ type: 'string', length: 32 })
  engineVersion!: string;
}

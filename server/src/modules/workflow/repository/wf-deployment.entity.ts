import { DateTimeType, Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import type { DeploymentSource } from '../workflow-enums';

/** One deployed BPMN resource for one tenant (BladeX deploys an upload once per selected tenant). */
@Entity({ tableName: 'wf_deployment' })
@Index({ name: 'wf_deployment_tenant_deployed_index', properties: ['tenantId', 'deployedAt'] })
export class WfDeployment extends TenantScopedEntity {
  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  category?: string | null;

  @Property({ type: 'string', length: 16 })
  source!: DeploymentSource;

  @Property({ type: IdType, nullable: true })
  modelId?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  resourceName?: string | null;

  @Property({ type: DateTimeType, length: 3 })
  deployedAt!: Date;

  @Property({ type: IdType, nullable: true })
  deployedBy?: string | null;
}

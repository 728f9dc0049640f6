import { Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import type { CandidateKind } from '../workflow-enums';

/** Who may claim a task: a user id or a group (role alias). `open` turns false on claim, completion or cancel. */
@Entity({ tableName: 'wf_task_candidate' })
@Unique({ name: 'wf_candidate_task_kind_ref_unique', properties: ['taskId', 'kind', 'ref'] })
@Index({ name: 'wf_candidate_claim_index', properties: ['tenantId', 'kind', 'ref', 'open', 'createTime'] })
export class WfTaskCandidate extends TenantScopedEntity {
  @Property({ type: IdType })
  taskId!: string;

  @Property({ type: 'string', length: 8 })
  kind!: CandidateKind;

  /** A user id (USER) or a role alias (GROUP). */
  @Property({ type: 'string', length: 255 })
  ref!: string;

  @Property({ type: 'boolean', default: true })
  open: Opt<boolean> = true;
}

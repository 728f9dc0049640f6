import { Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import type { CommentType } from '../workflow-enums';

/** A comment on a task (BladeX default texts 同意 / 驳回). */
@Entity({ tableName: 'wf_comment' })
@Index({ name: 'wf_comment_instance_index', properties: ['instanceId', 'createTime'] })
export class WfComment extends TenantScopedEntity {
  @Property({ type: IdType })
  instanceId!: string;

  @Index({ name: 'wf_comment_task_index' })
  @Property({ type: IdType, nullable: true })
  taskId?: string | null;

  @Property({ type: IdType })
  userId!: string;

  @Property({ type: 'string', length: 16 })
  commentType!: CommentType;

  @Property({ type: 'string', length: 2000 })
  message!: string;
}

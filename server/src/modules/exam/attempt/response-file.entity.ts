import { Entity, Index, Property } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/**
 * A file uploaded as (part of) the answer of a FILE_UPLOAD item, kept in the tenant's storage (resource
 * module) under `storageKey`. Never an attachment: only the attempt's owner and graders may download it.
 */
@Entity({ tableName: 'exam_response_file' })
@Index({ properties: ['tenantId', 'attemptItemId'] })
export class ResponseFile extends TenantScopedEntity {
  @Property({ type: IdType })
  attemptItemId!: string;

  @Property({ type: IdType })
  attemptId!: string;

  /** <tenant>/<yyyyMMdd>/<id>.<ext> in the storage below. */
  @Property({ type: 'string', length: 255 })
  storageKey!: string;

  /** Storage category (1 local, 2 S3) and configuration it was written to. */
  @Property({ type: 'integer' })
  storageCategory!: number;

  @Property({ type: IdType, nullable: true })
  ossId?: string | null;

  /** The uploaded file's name (base name only). */
  @Property({ type: 'string', length: 255 })
  filename!: string;

  @Property({ type: 'string', length: 128 })
  mime!: string;

  /** Bytes. */
  @Property({ type: 'integer' })
  size!: number;

  /** Hex SHA-256 of the content. */
  @Property({ type: 'string', length: 64 })
  sha256!: string;
}

import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { TenantScopedEntity } from '../../../core/db/base.entity';

/** An uploaded file: where it is stored and how to download it (for users of its tenant only). */
@ObjectType({ description: 'An uploaded file (attachment).' })
@Entity({ tableName: 'blade_attach' })
export class Attach extends TenantScopedEntity {
  @Field({ description: 'Download link (authenticated, same tenant only).' })
  @Property({ type: 'string', length: 1000 })
  link!: string;

  @Field({ description: 'Base of the download link.' })
  @Property({ type: 'string', length: 255, default: '' })
  domainUrl: string = '';

  @Field({ description: 'Stored object name, upload/<yyyyMMdd>/<id>.<ext>.' })
  @Property({ type: 'string', length: 255 })
  name!: string;

  @Field({ description: 'File name as uploaded.' })
  @Property({ type: 'string', length: 255 })
  originalName!: string;

  @Field({ description: 'Extension (from the checked content type).' })
  @Property({ type: 'string', length: 16 })
  extension!: string;

  @Field(() => String, { description: 'Size in bytes (decimal string).' })
  @Property({ type: 'bigint' })
  attachSize!: string;

  /** Storage type used (1 local, 2 S3), the configuration (null: the server default) and the object key. */
  @Property({ type: 'integer', hidden: true })
  category!: number;

  @Property({ type: 'string', length: 20, nullable: true, hidden: true })
  ossId?: string | null;

  @Property({ type: 'string', length: 255, hidden: true })
  objectKey!: string;
}

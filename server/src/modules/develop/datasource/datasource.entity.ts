import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity';

/**
 * A database connection a tenant can be bound to (legacy blade_datasource). Global table on the main
 * database. The password is stored encrypted (core/db/secret-box.ts) and never leaves the server.
 */
@ObjectType({ description: 'A database connection a tenant can be bound to.' })
@Entity({ tableName: 'blade_datasource' })
export class Datasource extends BaseEntity {
  @Field({ description: 'Name.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field({ description: 'Driver class: com.mysql.cj.jdbc.Driver (MySQL/MariaDB) or org.sqlite.JDBC (embedded file).' })
  @Property({ type: 'string', length: 100 })
  driverClass!: string;

  @Field({ description: 'Connection URL: jdbc:mysql://host:port/database or jdbc:sqlite:<file name under the data folder>.' })
  @Property({ type: 'string', length: 500 })
  url!: string;

  @Field({ description: 'User name (empty for the embedded driver).' })
  @Property({ type: 'string', length: 100, default: '' })
  username!: string;

  /** AES-256-GCM ciphertext of the password. */
  @Property({ type: 'string', length: 1000, default: '', hidden: true })
  password!: string;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;
}

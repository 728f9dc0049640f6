import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity';

/** A tenant package: the bundle of menus its tenants may use. Global table, platform-managed. */
@ObjectType({ description: 'A tenant package: the menus its tenants may use.' })
@Entity({ tableName: 'blade_tenant_package' })
export class TenantPackage extends BaseEntity {
  @Field({ description: 'Package name.' })
  @Property({ type: 'string', length: 50 })
  packageName!: string;

  /** Comma-joined menu ids: every menu of the product fits (text, not a short varchar). */
  @Field({ description: 'Comma-joined ids of the menus and buttons of the package.' })
  @Property({ type: 'text' })
  menuId!: string;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;
}

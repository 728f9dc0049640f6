import { DateTimeType, Entity, Index, Property, Unique, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { whileLive } from '../../../core/db/live-unique';

/** A person who signs in: staff, teacher or student of one tenant. */
@Entity({ tableName: 'blade_user' })
@Index({ properties: ['tenantId', 'account'] })
@Unique({ name: 'blade_user_tenant_live_account_unique', properties: ['tenantId', 'liveAccount'] })
@Index({ properties: ['tenantId', 'pendingApproval'] })
export class User extends TenantScopedEntity {
  @Property({ type: 'string', length: 12, nullable: true })
  code?: string | null;

  /** 1 web, 2 app, 3 other. */
  @Property({ type: 'integer', default: 1 })
  userType: Opt<number> = 1;

  @Property({ type: 'string', length: 45 })
  account!: string;

  /** The account while the user is live, NULL once removed: the unique key that lets a removed account be used again. */
  @Property<User>({ type: 'string', length: 45, hidden: true, generated: whileLive<User>('account') })
  liveAccount?: Opt<string> | null;

  /** argon2id over md5(password); a legacy sha1(md5) is upgraded at the next login. Never leaves the server. */
  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  password!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  name?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  realName?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  avatar?: string | null;

  @Property({ type: 'string', length: 45, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 45, nullable: true })
  phone?: string | null;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  birthday?: Date | null;

  /** 1 male, 2 female, 3 unknown. */
  @Property({ type: 'integer', nullable: true })
  sex?: number | null;

  /** Comma-joined role ids. */
  @Property({ type: 'string', length: 1000, default: '' })
  roleId: Opt<string> = '';

  /** Comma-joined department ids. */
  @Property({ type: 'string', length: 1000, default: '' })
  deptId: Opt<string> = '';

  /** Comma-joined post ids. */
  @Property({ type: 'string', length: 1000, default: '' })
  postId: Opt<string> = '';

  /** A guest registration waiting for an administrator: cannot sign in until approved. */
  @Property({ type: 'boolean', default: false })
  pendingApproval: Opt<boolean> = false;
}

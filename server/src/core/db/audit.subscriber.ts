import type { EventArgs, EventSubscriber } from '@mikro-orm/core';
import type { BaseEntity } from './base.entity';
import { TenantScopedEntity } from './base.entity';
import { TENANT_FILTER, type TenantFilterParams } from './filters';
import { writeScopeOf } from './request-scope';

/**
 * Stamps audit columns from the writing request, and tenant_id on tenant-owned rows from the
 * EntityManager's tenant filter parameter (filters do not cover inserts).
 */
export class AuditSubscriber implements EventSubscriber<BaseEntity> {
  beforeCreate(args: EventArgs<BaseEntity>): void {
    const { entity, em } = args;
    const scope = writeScopeOf(em) ?? writeScopeOf(em.getContext());
    const now = new Date();
    entity.createTime ??= now;
    entity.updateTime = entity.createTime;
    if (scope) {
      entity.createUser ??= scope.userId;
      entity.createDept ??= scope.deptId;
      entity.updateUser ??= scope.userId;
    }
    if (entity instanceof TenantScopedEntity && !entity.tenantId) {
      const params = em.getFilterParams<TenantFilterParams>(TENANT_FILTER);
      if (!params?.tenantId) {
        throw new Error(`cannot insert ${entity.constructor.name} without a tenant`);
      }
      entity.tenantId = params.tenantId;
    }
  }

  beforeUpdate(args: EventArgs<BaseEntity>): void {
    const scope = writeScopeOf(args.em) ?? writeScopeOf(args.em.getContext());
    args.entity.updateTime = new Date();
    if (scope) {
      args.entity.updateUser = scope.userId;
    }
  }
}

import { requirePlatform } from '../../../core/auth/platform';
import type { FilterQuery } from '@mikro-orm/core';
import type { SecretBox } from '../../../core/auth/secret-box';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import type { TenantDatabases } from '../../../core/db/tenant-databases';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { Tenant } from '../../system/tenant/tenant.entity';
import { assertIds } from '../../system/tenant/tenant.service';
import { refuseBuiltInDatasource } from './built-in-datasource';
import { Datasource } from './datasource.entity';
import type { DatasourceFilter, DatasourceInput } from './datasource.inputs';
import { assertDatasourceUrl, datasourceTarget } from './datasource-target';
import type { DatasourceTestResult } from './datasource.types';

const SORTABLE = ['name', 'driverClass', 'createTime', 'updateTime'] as const;

/** Datasources tenants can be bound to (platform administrator only); passwords are stored encrypted. */
export class DatasourceService {
  constructor(
    private readonly menus: MenuService,
    private readonly databases: TenantDatabases,
    private readonly box: SecretBox,
    private readonly dataDir: string,
  ) {}

  async page(
    context: SignedInContext,
    filter: DatasourceFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<Datasource>> {
    requirePlatform(context);
    await this.menus.require(context, 'datasource');
    const where: FilterQuery<Datasource> = {};
    if (filter?.name) {
      where.name = { $like: containsPattern(filter.name) };
    }
    return findPage(context.platformEm, Datasource, where, page, orderByOf<Datasource>(sort, SORTABLE, { createTime: 'asc', id: 'asc' }));
  }

  async select(context: SignedInContext): Promise<Datasource[]> {
    requirePlatform(context);
    await this.menus.require(context, 'datasource');
    return context.platformEm.find(Datasource, {}, { orderBy: { name: 'asc', id: 'asc' }, limit: 1000 });
  }

  async detail(context: SignedInContext, id: string): Promise<Datasource> {
    requirePlatform(context);
    await this.menus.require(context, 'datasource');
    const found = isId(id) ? await context.platformEm.findOne(Datasource, { id }) : null;
    if (!found) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return found;
  }

  /** Adds or changes a datasource; tenants bound to a changed one reconnect with the new settings. */
  async submit(context: SignedInContext, input: DatasourceInput): Promise<Datasource> {
    requirePlatform(context);
    await this.menus.require(context, input.id ? 'datasource_edit' : 'datasource_add');
    refuseBuiltInDatasource(input.id ? [input.id] : []);
    const url = input.url.trim().replace(/&amp;/g, '&');
    assertDatasourceUrl(input.driverClass, url);
    const em = context.platformEm;
    const fields = {
      name: input.name.trim(),
      driverClass: input.driverClass,
      url,
      username: input.username.trim(),
      remark: input.remark ?? null,
    };
    const password = input.password ? this.box.seal(input.password) : null;
    let found: Datasource;
    if (input.id) {
      found = await this.detail(context, input.id);
      Object.assign(found, fields, password === null ? {} : { password });
    } else {
      found = em.create(Datasource, { ...fields, password: password ?? '' });
    }
    await em.flush();
    if (input.id) {
      await this.databases.evictDatasource(found.id);
    }
    return found;
  }

  /** Soft-deletes datasources no tenant is bound to. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    requirePlatform(context);
    await this.menus.require(context, 'datasource_delete');
    assertIds(ids);
    refuseBuiltInDatasource(ids);
    const em = context.platformEm;
    const bound = await em.find(Tenant, { datasourceId: { $in: ids } }, { limit: 10 });
    if (bound.length > 0) {
      throw new AppError('CONFLICT', 'datasource.inUse', { tenants: bound.map((tenant) => tenant.tenantId).join(', ') });
    }
    const removed = await em.nativeUpdate(
      Datasource,
      { id: { $in: ids } },
      { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },
    );
    await Promise.all(ids.map((id) => this.databases.evictDatasource(id)));
    return removed;
  }

  /** Connects to the datasource and runs one query; the reason of a failure is answered, not thrown. */
  async test(context: SignedInContext, id: string): Promise<DatasourceTestResult> {
    const found = await this.detail(context, id);
    try {
      await this.databases.probe(this.targetOf(found));
      return { success: true, message: '' };
    } catch (error) {
      if (error instanceof AppError) {
        throw error;
      }
      const reason = error instanceof Error ? (error.message.split('\n')[0]?.slice(0, 200) ?? '') : 'unknown';
      return { success: false, message: reason };
    }
  }

  /** Connection target of a datasource, password decrypted. */
  targetOf(datasource: Datasource): ReturnType<typeof datasourceTarget> {
    let password = '';
    if (datasource.password) {
      try {
        password = this.box.open(datasource.password);
      } catch {
        throw new AppError('VALIDATION', 'datasource.passwordUnreadable');
      }
    }
    return datasourceTarget(datasource, password, this.dataDir);
  }
}

import { requirePlatform } from '../../../core/auth/platform';
import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import { freeUniqueValue, refusingDuplicates } from '../../../core/db/live-unique';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../menu/menu.service';
import { Param } from './param.entity';
import type { ParamFilter, ParamInput } from './param.inputs';

const SORTABLE = ['paramName', 'paramKey', 'createTime', 'updateTime'] as const;

/** System parameters: global settings, read and maintained by the platform tenant only. */
export class ParamService {
  constructor(private readonly menus: MenuService) {}

  /** Value of a parameter for internal use (no access check). */
  async valueOf(em: EntityManager, key: string): Promise<string | undefined> {
    const row = await em.findOne(Param, { paramKey: key });
    return row?.paramValue;
  }

  async intValue(em: EntityManager, key: string, fallback: number): Promise<number> {
    const value = await this.valueOf(em, key);
    const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  }

  async page(
    context: SignedInContext,
    filter: ParamFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<Param>> {
    await this.requireAccess(context, 'param');
    const where: FilterQuery<Param> = {};
    if (filter?.paramName) {
      where.paramName = { $like: containsPattern(filter.paramName) };
    }
    if (filter?.paramKey) {
      where.paramKey = { $like: containsPattern(filter.paramKey) };
    }
    return findPage(context.platformEm, Param, where, page, orderByOf<Param>(sort, SORTABLE, { createTime: 'desc', id: 'desc' }));
  }

  async detail(context: SignedInContext, id: string): Promise<Param> {
    await this.requireAccess(context, 'param');
    const param = isId(id) ? await context.platformEm.findOne(Param, { id }) : null;
    if (!param) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return param;
  }

  /** Adds (no id; needs param_add) or changes (needs param_edit) a parameter; keys stay unique. */
  async submit(context: SignedInContext, input: ParamInput): Promise<Param> {
    await this.requireAccess(context, input.id ? 'param_edit' : 'param_add');
    const em = context.platformEm;
    const key = input.paramKey.trim();
    const taken = () =>
      new AppError('CONFLICT', 'param.keyExists', { key }, [{ field: 'paramKey', messageKey: 'param.keyExists', params: { key } }]);
    await freeUniqueValue(em, Param, { paramKey: key }, input.id, taken);
    let param: Param;
    if (input.id) {
      param = await this.detail(context, input.id);
      param.paramName = input.paramName;
      param.paramKey = key;
      param.paramValue = input.paramValue;
      param.remark = input.remark ?? null;
    } else {
      param = em.create(Param, { paramName: input.paramName, paramKey: key, paramValue: input.paramValue, remark: input.remark ?? null });
    }
    await refusingDuplicates(() => em.flush(), taken);
    return param;
  }

  /** Soft-deletes the parameters; returns how many were deleted. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.requireAccess(context, 'param_delete');
    if (ids.length === 0) {
      throw new AppError('VALIDATION', 'errors.selectOne');
    }
    if (ids.length > 1000 || !ids.every(isId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'ids' });
    }
    return context.platformEm.nativeUpdate(
      Param,
      { id: { $in: ids } },
      { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },
    );
  }

  /** Parameters are global: only the platform administrator may see or change them. */
  private async requireAccess(context: SignedInContext, code: string): Promise<void> {
    requirePlatform(context, 'param.platformOnly');
    await this.menus.require(context, code);
  }
}

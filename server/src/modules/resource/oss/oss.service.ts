import type { FilterQuery } from '@mikro-orm/core';
import type { SecretBox } from '../../../core/auth/secret-box';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { OSS_CATEGORY, OSS_STATUS, Oss } from './oss.entity';
import type { OssFilter, OssInput } from './oss.inputs';

const SORTABLE = ['ossCode', 'category', 'status', 'createTime', 'updateTime'] as const;

/** Storage configurations of the caller's tenant (tenant filter); one enabled at a time. */
export class OssService {
  constructor(
    private readonly menus: MenuService,
    private readonly secrets: SecretBox,
  ) {}

  async page(
    context: SignedInContext,
    filter: OssFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<Oss>> {
    await this.menus.require(context, 'oss');
    const where: FilterQuery<Oss> = {};
    if (filter?.category) {
      where.category = filter.category;
    }
    if (filter?.ossCode) {
      where.ossCode = { $like: containsPattern(filter.ossCode) };
    }
    return findPage(context.em, Oss, where, page, orderByOf<Oss>(sort, SORTABLE, { createTime: 'desc', id: 'desc' }));
  }

  async detail(context: SignedInContext, id: string): Promise<Oss> {
    await this.menus.require(context, 'oss_view', 'oss_edit');
    return this.load(context, id);
  }

  /** Adds (no id; oss_add) or changes (oss_edit) a configuration. An empty secret keeps the stored one. */
  async submit(context: SignedInContext, input: OssInput): Promise<Oss> {
    await this.menus.require(context, input.id ? 'oss_edit' : 'oss_add');
    const em = context.em;
    const code = input.ossCode.trim();
    const sameCode = await em.findOne(Oss, { ossCode: code, ...(input.id ? { id: { $ne: input.id } } : {}) });
    if (sameCode) {
      throw new AppError('CONFLICT', 'oss.codeExists', {}, [{ field: 'ossCode', messageKey: 'oss.codeExists' }]);
    }
    const oss = input.id
      ? await this.load(context, input.id)
      : em.create(Oss, { category: input.category, ossCode: code, status: OSS_STATUS.disabled } as Oss);
    const secret = input.secretKey?.trim() ? this.secrets.seal(input.secretKey.trim()) : oss.secretKey;
    if (input.category === OSS_CATEGORY.s3) {
      const missing = [
        ['bucketName', input.bucketName],
        ['accessKey', input.accessKey],
        ['secretKey', secret],
      ].filter(([, value]) => !value);
      if (missing.length > 0) {
        throw new AppError(
          'VALIDATION',
          'errors.validation',
          {},
          missing.map(([field]) => ({ field: field ?? '', messageKey: 'oss.s3FieldsRequired', params: { name: field ?? '' } })),
        );
      }
    }
    Object.assign(oss, {
      category: input.category,
      ossCode: code,
      endpoint: input.endpoint?.trim() ?? '',
      accessKey: input.accessKey?.trim() ?? '',
      secretKey: secret,
      bucketName: input.bucketName?.trim() ?? '',
      appId: input.appId?.trim() ?? '',
      region: input.region?.trim() ?? '',
      remark: input.remark ?? null,
    });
    await em.flush();
    return oss;
  }

  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'oss_delete');
    if (ids.length === 0) {
      throw new AppError('VALIDATION', 'errors.selectOne');
    }
    if (ids.length > 1000 || !ids.every(isId)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name: 'ids' });
    }
    return context.em.nativeUpdate(
      Oss,
      { id: { $in: ids } },
      { isDeleted: 1, status: OSS_STATUS.disabled, updateUser: context.actor.userId, updateTime: new Date() },
    );
  }

  /** Enables this configuration and disables the tenant's others, in one transaction. */
  async enable(context: SignedInContext, id: string): Promise<Oss> {
    await this.menus.require(context, 'oss_enable');
    const oss = await this.load(context, id);
    await context.em.transactional(async (em) => {
      await em.nativeUpdate(
        Oss,
        { id: { $ne: oss.id }, status: OSS_STATUS.enabled },
        { status: OSS_STATUS.disabled, updateUser: context.actor.userId, updateTime: new Date() },
      );
      await em.nativeUpdate(Oss, { id: oss.id }, { status: OSS_STATUS.enabled, updateUser: context.actor.userId, updateTime: new Date() });
    });
    await context.em.refresh(oss);
    return oss;
  }

  private async load(context: SignedInContext, id: string): Promise<Oss> {
    const oss = isId(id) ? await context.em.findOne(Oss, { id }) : null;
    if (!oss) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return oss;
  }
}

import type { FilterQuery } from '@mikro-orm/core';
import type { SecretBox } from '../../../core/auth/secret-box';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { ResourceConfigRows } from '../config/resource-config';
import { OSS_CATEGORY, OSS_STATUS, Oss } from './oss.entity';
import type { OssFilter, OssInput } from './oss.inputs';

const SORTABLE = ['ossCode', 'category', 'status', 'createTime', 'updateTime'] as const;

/** Storage configurations of the caller's tenant (tenant filter); one enabled at a time. */
export class OssService {
  private readonly rows = new ResourceConfigRows(Oss, 'ossCode', 'oss.codeExists');

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
    return this.rows.load(context, id);
  }

  /** Adds (no id; oss_add) or changes (oss_edit) a configuration. An empty secret keeps the stored one. */
  async submit(context: SignedInContext, input: OssInput): Promise<Oss> {
    await this.menus.require(context, input.id ? 'oss_edit' : 'oss_add');
    const em = context.em;
    const code = input.ossCode.trim();
    await this.rows.requireFreeCode(context, code, input.id);
    const oss = input.id
      ? await this.rows.load(context, input.id)
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
    return this.rows.remove(context, ids);
  }

  /** Enables this configuration and disables the tenant's others, in one transaction. */
  async enable(context: SignedInContext, id: string): Promise<Oss> {
    await this.menus.require(context, 'oss_enable');
    return this.rows.enable(context, id);
  }
}

import type { FilterQuery } from '@mikro-orm/core';
import type { SecretBox } from '../../../core/auth/secret-box';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { CONFIG_STATUS, ResourceConfigRows } from '../config/resource-config';
import { SMS_CATEGORY, SmsConfig } from './sms.entity';
import type { SmsConfigFilter, SmsConfigInput } from './sms.inputs';

const SORTABLE = ['smsCode', 'category', 'status', 'createTime', 'updateTime'] as const;

/** Per provider, the fields it cannot send without (besides template and access key). */
const REQUIRED: Record<number, ReadonlyArray<'secretKey' | 'signName' | 'appId'>> = {
  [SMS_CATEGORY.yunpian]: [],
  [SMS_CATEGORY.qiniu]: ['secretKey'],
  [SMS_CATEGORY.aliyun]: ['secretKey', 'signName'],
  [SMS_CATEGORY.tencent]: ['secretKey', 'signName', 'appId'],
};

/** SMS configurations of the caller's tenant (tenant filter); one enabled at a time; the secret sealed, never shown. */
export class SmsConfigService {
  private readonly rows = new ResourceConfigRows(SmsConfig, 'smsCode', 'sms.codeExists');

  constructor(
    private readonly menus: MenuService,
    private readonly secrets: SecretBox,
  ) {}

  async page(
    context: SignedInContext,
    filter: SmsConfigFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<SmsConfig>> {
    await this.menus.require(context, 'sms');
    const where: FilterQuery<SmsConfig> = {};
    if (filter?.category) {
      where.category = filter.category;
    }
    if (filter?.smsCode) {
      where.smsCode = { $like: containsPattern(filter.smsCode) };
    }
    if (filter?.templateId) {
      where.templateId = { $like: containsPattern(filter.templateId) };
    }
    return findPage(context.em, SmsConfig, where, page, orderByOf<SmsConfig>(sort, SORTABLE, { createTime: 'desc', id: 'desc' }));
  }

  async detail(context: SignedInContext, id: string): Promise<SmsConfig> {
    await this.menus.require(context, 'sms_view', 'sms_edit');
    return this.rows.load(context, id);
  }

  /** Adds (no id; sms_add) or changes (sms_edit) a configuration. An empty secret keeps the stored one. */
  async submit(context: SignedInContext, input: SmsConfigInput): Promise<SmsConfig> {
    await this.menus.require(context, input.id ? 'sms_edit' : 'sms_add');
    const code = input.smsCode.trim();
    await this.rows.requireFreeCode(context, code, input.id);
    const config = input.id
      ? await this.rows.load(context, input.id)
      : context.em.create(SmsConfig, { category: input.category, smsCode: code, status: CONFIG_STATUS.disabled } as SmsConfig);
    const secret = input.secretKey?.trim() ? this.secrets.seal(input.secretKey.trim()) : config.secretKey;
    const values = { secretKey: secret, signName: input.signName?.trim() ?? '', appId: input.appId?.trim() ?? '' };
    const missing = (REQUIRED[input.category] ?? []).filter((field) => values[field] === '');
    if (missing.length > 0) {
      throw new AppError(
        'VALIDATION',
        'errors.validation',
        {},
        missing.map((field) => ({ field, messageKey: 'sms.fieldRequired', params: { name: field } })),
      );
    }
    Object.assign(config, {
      ...values,
      category: input.category,
      smsCode: code,
      templateId: input.templateId.trim(),
      accessKey: input.accessKey.trim(),
      regionId: input.regionId?.trim() ?? '',
      templateVariables: input.templateVariables?.trim() ?? '',
      remark: input.remark ?? null,
    });
    await context.em.flush();
    return config;
  }

  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'sms_delete');
    return this.rows.remove(context, ids);
  }

  /** Enables this configuration and disables the tenant's others, in one transaction. */
  async enable(context: SignedInContext, id: string): Promise<SmsConfig> {
    await this.menus.require(context, 'sms_enable');
    return this.rows.enable(context, id);
  }
}

import type { EntityClass, EntityData, EntityManager, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { requirePlatform } from '../../../core/auth/platform';
import { containsPattern, findPage } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput, PageResult } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import { isId } from '../../../core/ids/snowflake';
import { dictLabels } from '../dict/dict-labels';
import type { MenuService } from '../menu/menu.service';
import { RoleScope, SCOPE_CATEGORY } from '../role/role-scope.entity';
import type { ApiScope } from './api-scope.entity';
import type { DataScope } from './data-scope.entity';
import { requireScopeMenu } from './scope-menu';
import type { ScopeFilter, ScopeRuleInput } from './scope.inputs';

/** The two kinds of scope rule: data scopes filter the rows of a list, API scopes govern its operations. */
export type ScopeKindName = keyof typeof SCOPE_CATEGORY;

type ScopeRow = DataScope | ApiScope;
/** The kind's entity is one of the two rule entities: queries over their shared columns fit either. */
const ofRow = <Row extends ScopeRow>(where: FilterQuery<ScopeRow>): FilterQuery<Row> => where as FilterQuery<Row>;

/** What differs between the kinds; everything else (access, filters, soft delete, grant withdrawal) is shared. */
export interface ScopeKind<Row extends ScopeRow, Input extends ScopeRuleInput, View> {
  name: ScopeKindName;
  entity: EntityClass<Row>;
  /** Dictionary naming the scope types. */
  typeDictionary: string;
  /** Rejects an input the kind does not accept (checked before the menu). */
  check?: (input: Input) => void;
  /** A new row with the kind's required columns. */
  create: (em: EntityManager, input: Input) => Row;
  /** Copies the kind's own columns from the input (the shared ones are copied by the service). */
  assign: (row: Row, input: Input) => void;
  toView: (row: Row, typeNames: Map<string, string>) => View;
  /** Runs after every change (the API-scope guard drops its cache). */
  changed?: () => void;
}

const ORDER: QueryOrderMap<ScopeRow> = { scopeType: 'asc', id: 'asc' };

/** Scope rules of one kind: maintained by the platform administrators, granted to roles by the role grant. */
export class ScopeService<Row extends ScopeRow, Input extends ScopeRuleInput, View> {
  constructor(
    private readonly menus: MenuService,
    private readonly kind: ScopeKind<Row, Input, View>,
  ) {}

  async page(context: SignedInContext, filter: ScopeFilter | null | undefined, page: PageInput): Promise<PageResult<View>> {
    await this.requireAccess(context, '');
    const where: FilterQuery<ScopeRow> = {};
    if (filter?.menuId) {
      where.menuId = filter.menuId;
    }
    if (filter?.resourceCode) {
      where.resourceCode = filter.resourceCode;
    }
    if (filter?.scopeName) {
      where.scopeName = { $like: containsPattern(filter.scopeName) };
    }
    const result = await findPage<Row>(context.em, this.kind.entity, ofRow(where), page, ORDER as QueryOrderMap<Row>);
    const names = await dictLabels(context.em, this.kind.typeDictionary);
    return { ...result, records: result.records.map((row) => this.kind.toView(row, names)) };
  }

  async detail(context: SignedInContext, id: string): Promise<View> {
    await this.requireAccess(context, '');
    return this.kind.toView(await this.find(context, id), await dictLabels(context.em, this.kind.typeDictionary));
  }

  /** Adds (no id) or changes a rule. */
  async submit(context: SignedInContext, input: Input): Promise<View> {
    await this.requireAccess(context, input.id ? '_edit' : '_add');
    this.kind.check?.(input);
    await requireScopeMenu(context.em, input.menuId);
    const row = input.id ? await this.find(context, input.id) : this.kind.create(context.em, input);
    row.menuId = input.menuId;
    row.resourceCode = input.resourceCode.trim();
    row.scopeName = input.scopeName.trim();
    this.kind.assign(row, input);
    row.scopeType = input.scopeType;
    row.remark = input.remark ?? null;
    await context.em.flush();
    this.kind.changed?.();
    return this.kind.toView(row, await dictLabels(context.em, this.kind.typeDictionary));
  }

  /** Soft-deletes rules and withdraws their grants from every role. */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.requireAccess(context, '_delete');
    const list = requireIdList(ids);
    const removed: EntityData<ScopeRow> = { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() };
    const count = await context.em.nativeUpdate(this.kind.entity, ofRow({ id: { $in: list } }), removed as EntityData<Row>);
    const grants = { scopeCategory: SCOPE_CATEGORY[this.kind.name], scopeId: { $in: list } };
    await context.em.nativeDelete(RoleScope, grants, { filters: { tenant: false, notDeleted: false } });
    this.kind.changed?.();
    return count;
  }

  /** Platform only, then the kind's menu (`data_scope`) or one of its buttons (`data_scope_add`). */
  private async requireAccess(context: SignedInContext, button: '' | '_add' | '_edit' | '_delete'): Promise<void> {
    requirePlatform(context, 'scope.platformOnly');
    await this.menus.require(context, `${this.kind.name}_scope${button}`);
  }

  private async find(context: SignedInContext, id: string): Promise<Row> {
    const row = isId(id) ? await context.em.findOne(this.kind.entity, ofRow({ id })) : null;
    if (!row) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    return row;
  }
}

import type { CodegenField, CodegenJob } from './codegen-job';
import { commentText, tsString, type CodegenNames } from './codegen-names';

/** Permission codes of the generated page: the menu and its four buttons (as BladeX's menu.sql.vm). */
export function permissionCodes(names: CodegenNames): { menu: string; add: string; edit: string; delete: string; view: string } {
  return {
    menu: names.code,
    add: `${names.code}_add`,
    edit: `${names.code}_edit`,
    delete: `${names.code}_delete`,
    view: `${names.code}_view`,
  };
}

const LIKE_MODES = { like: 'contains', likeleft: 'endsWith', likeright: 'startsWith' } as const;
const OPERATORS = { equal: '$eq', notequal: '$ne', gt: '$gt', ge: '$gte', lt: '$lt', le: '$lte' } as const;

/** The filter condition of one query column (user text in LIKE always escaped by likePattern). */
function condition(field: CodegenField): string {
  const property = field.property;
  if (field.queryType === 'between') {
    const from = `filter.${property}From`;
    const to = `filter.${property}To`;
    return [
      `    if (filter?.${property}From != null || filter?.${property}To != null) {`,
      ...(() => {
        const bounds = `...(${from} != null ? { $gte: ${from} } : {}), ...(${to} != null ? { $lte: ${to} } : {})`;
        const line = `      where.${property} = { ${bounds} };`;
        return line.length <= 140
          ? [line]
          : [
              `      where.${property} = {`,
              `        ...(${from} != null ? { $gte: ${from} } : {}),`,
              `        ...(${to} != null ? { $lte: ${to} } : {}),`,
              '      };',
            ];
      })(),
      '    }',
    ].join('\n');
  }
  if (field.queryType in LIKE_MODES && (field.kind === 'string' || field.kind === 'text')) {
    const mode = LIKE_MODES[field.queryType as keyof typeof LIKE_MODES];
    return [
      `    if (filter?.${property}) {`,
      `      where.${property} = { $like: likePattern(filter.${property}, '${mode}') };`,
      '    }',
    ].join('\n');
  }
  const operator = OPERATORS[field.queryType as keyof typeof OPERATORS] ?? '$eq';
  return [`    if (filter?.${property} != null) {`, `      where.${property} = { ${operator}: filter.${property} };`, '    }'].join('\n');
}

/** The value a form field stores: text trimmed, an empty optional text stored as null. */
function assignment(field: CodegenField): string {
  const value = `input.${field.property}`;
  if (field.kind === 'string' || field.kind === 'text') {
    return field.required ? `${field.property}: ${value}.trim()` : `${field.property}: ${value}?.trim() || null`;
  }
  return field.required ? `${field.property}: ${value}` : `${field.property}: ${value} ?? null`;
}

/** `<kebab>.service.ts`: every rule of the resource; the resolver and the legacy routes only call it. */
export function serviceTemplate(job: CodegenJob, names: CodegenNames): string {
  const codes = permissionCodes(names);
  const sortable = [...job.fields.filter((field) => field.isList).map((field) => field.property), 'createTime', 'updateTime'];
  const queryFields = job.fields.filter((field) => field.isQuery);
  const usesLike = queryFields.some((field) => field.queryType in LIKE_MODES && (field.kind === 'string' || field.kind === 'text'));
  const values = job.fields.filter((field) => field.isForm).map(assignment);
  const tenant = job.tenant ? ', tenantId: context.actor.tenantId' : '';
  return [
    `import type { FilterQuery } from '@mikro-orm/core';`,
    `import { findPage, ${usesLike ? 'likePattern, ' : ''}orderByOf } from '../../../core/db/list-query';`,
    `import { AppError } from '../../../core/errors/app-error';`,
    `import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';`,
    `import type { SignedInContext } from '../../../core/http/request-context';`,
    `import { requireIdList } from '../../../core/ids/id-list';`,
    `import { isId } from '../../../core/ids/snowflake';`,
    `import type { MenuService } from '../../system/menu/menu.service';`,
    `import { ${names.entity} } from './${names.kebab}.entity';`,
    `import type { ${names.entity}Filter, ${names.entity}Input } from './${names.kebab}.inputs';`,
    '',
    ...(() => {
      const line = `const SORTABLE = [${sortable.map(tsString).join(', ')}] as const;`;
      return line.length <= 140 ? [line] : ['const SORTABLE = [', ...sortable.map((name) => `  ${tsString(name)},`), '] as const;'];
    })(),
    '',
    `/** ${commentText(job.title)}: list, detail, add or change, delete${job.tenant ? " in the caller's tenant" : ''}; access first. */`,
    `export class ${names.entity}Service {`,
    '  constructor(private readonly menus: MenuService) {}',
    '',
    '  async page(',
    '    context: SignedInContext,',
    `    filter: ${names.entity}Filter | null | undefined,`,
    '    page: PageInput,',
    '    sort?: SortInput[] | null,',
    `  ): Promise<PageResult<${names.entity}>> {`,
    `    await this.menus.require(context, ${tsString(codes.menu)});`,
    `    const where: FilterQuery<${names.entity}> = {};`,
    ...queryFields.map(condition),
    `    const orderBy = orderByOf<${names.entity}>(sort, SORTABLE, { createTime: 'desc', id: 'desc' });`,
    `    return findPage(context.em, ${names.entity}, where, page, orderBy);`,
    '  }',
    '',
    `  async detail(context: SignedInContext, id: string): Promise<${names.entity}> {`,
    `    await this.menus.require(context, ${tsString(codes.menu)});`,
    '    return this.load(context, id);',
    '  }',
    '',
    `  /** Adds (no id; needs ${codes.add}) or changes (needs ${codes.edit}) a row. */`,
    `  async submit(context: SignedInContext, input: ${names.entity}Input): Promise<${names.entity}> {`,
    `    await this.menus.require(context, input.id ? ${tsString(codes.edit)} : ${tsString(codes.add)});`,
    '    const values = {',
    ...values.map((value) => `      ${value},`),
    '    };',
    '    const row = input.id',
    '      ? Object.assign(await this.load(context, input.id), values)',
    `      : context.em.create(${names.entity}, { ...values${tenant} });`,
    '    await context.em.flush();',
    '    return row;',
    '  }',
    '',
    '  /** Soft-deletes rows; returns how many were deleted. */',
    '  async remove(context: SignedInContext, ids: string[]): Promise<number> {',
    `    await this.menus.require(context, ${tsString(codes.delete)});`,
    '    return context.em.nativeUpdate(',
    `      ${names.entity},`,
    '      { id: { $in: requireIdList(ids) } },',
    '      { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },',
    '    );',
    '  }',
    '',
    `  private async load(context: SignedInContext, id: string): Promise<${names.entity}> {`,
    `    const row = isId(id) ? await context.em.findOne(${names.entity}, { id }) : null;`,
    '    if (!row) {',
    `      throw new AppError('NOT_FOUND', ${tsString(`${names.camel}.notFound`)});`,
    '    }',
    '    return row;',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** The submit mutation's signature: one line when it fits, a parameter per line otherwise (as prettier lays it out). */
function submitSignature(names: CodegenNames): string[] {
  const parameters = [`@Arg('input', () => ${names.entity}Input) input: ${names.entity}Input`, '@Ctx() context: RequestContext'];
  const line = `  async submit${names.entity}(${parameters.join(', ')}): Promise<${names.entity}> {`;
  return line.length <= 140
    ? [line]
    : [`  async submit${names.entity}(`, ...parameters.map((parameter) => `    ${parameter},`), `  ): Promise<${names.entity}> {`];
}

/** `<kebab>.resolver.ts`: thin, every root field with its permission codes. */
export function resolverTemplate(job: CodegenJob, names: CodegenNames): string {
  const codes = permissionCodes(names);
  const title = commentText(job.titleEn);
  return [
    `import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';`,
    `import { signedIn } from '../../../core/auth/auth-checker';`,
    `import { PageInput, SortInput } from '../../../core/graphql/page.types';`,
    `import type { RequestContext } from '../../../core/http/request-context';`,
    `import { ${names.entity} } from './${names.kebab}.entity';`,
    `import { ${names.entity}Filter, ${names.entity}Input } from './${names.kebab}.inputs';`,
    `import type { ${names.entity}Service } from './${names.kebab}.service';`,
    `import { ${names.entity}Page } from './${names.kebab}.types';`,
    '',
    '@Resolver()',
    `export class ${names.entity}Resolver {`,
    `  constructor(private readonly service: ${names.entity}Service) {}`,
    '',
    `  @Authorized(${tsString(codes.menu)})`,
    `  @Query(() => ${names.entity}Page, { description: ${tsString(`${title}: one page.`)} })`,
    `  async ${names.camelPlural}(`,
    `    @Arg('filter', () => ${names.entity}Filter, { nullable: true }) filter: ${names.entity}Filter | null,`,
    `    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,`,
    `    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,`,
    '    @Ctx() context: RequestContext,',
    `  ): Promise<${names.entity}Page> {`,
    '    return this.service.page(signedIn(context), filter, page ?? new PageInput(), sort);',
    '  }',
    '',
    `  @Authorized(${tsString(codes.menu)})`,
    `  @Query(() => ${names.entity}, { description: ${tsString(`One ${title.toLowerCase()}.`)} })`,
    `  async ${names.camel}(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<${names.entity}> {`,
    '    return this.service.detail(signedIn(context), id);',
    '  }',
    '',
    `  @Authorized(${tsString(codes.add)}, ${tsString(codes.edit)})`,
    `  @Mutation(() => ${names.entity}, { description: 'Adds a row (no id) or changes one (with id).' })`,
    ...submitSignature(names),
    '    return this.service.submit(signedIn(context), input);',
    '  }',
    '',
    `  @Authorized(${tsString(codes.delete)})`,
    `  @Mutation(() => Int, { description: 'Deletes rows; returns how many were deleted.' })`,
    `  async remove${names.pascalPlural}(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {`,
    '    return this.service.remove(signedIn(context), ids);',
    '  }',
    '}',
    '',
  ].join('\n');
}

import type { FilterQuery } from '@mikro-orm/core';
import type { BaseEntity } from '../db/base.entity';
import type { FieldProblem } from '../errors/app-error';

/** Data-scope types (dictionary data_scope_type, contract §5.1). */
export const DATA_SCOPE_TYPE = { all: 1, own: 2, ownDept: 3, ownDeptAndChildren: 4, custom: 5 } as const;

/** The only columns a rule may compare (snake_case as stored in the rule -> entity property). */
export const SCOPE_COLUMNS = { create_user: 'createUser', create_dept: 'createDept', update_user: 'updateUser' } as const;
export type ScopeColumn = keyof typeof SCOPE_COLUMNS;

/** Placeholders of custom rules, resolved from the caller. */
export const SCOPE_PLACEHOLDERS = ['userId', 'deptId', 'deptIds', 'childDeptIds'] as const;
export type ScopePlaceholder = (typeof SCOPE_PLACEHOLDERS)[number];

const OPERATORS = { in: '$in', 'not in': '$nin', '=': '$in', '!=': '$nin', '<>': '$nin' } as const;
type Operator = keyof typeof OPERATORS;

export interface DataScopeRule {
  scopeType: number;
  scopeColumn: string;
  scopeValue: string;
}

export interface CustomRule {
  column: ScopeColumn;
  operator: Operator;
  placeholder: ScopePlaceholder;
}

/** Who the rule is evaluated for; descendants are only looked up when a rule needs them. */
export interface ScopeSubject {
  userId: string;
  deptIds: string[];
  /** The caller's departments plus every department below them. */
  childDeptIds(): Promise<string[]>;
}

const CUSTOM_RULE = /^\s*([a-z_]+)\s+(in|not\s+in|=|!=|<>)\s+\$\{(\w+)\}\s*$/i;

function isScopeColumn(value: string): value is ScopeColumn {
  return Object.prototype.hasOwnProperty.call(SCOPE_COLUMNS, value);
}

/**
 * Parses a custom (type 5) rule. Only `<column> <operator> ${placeholder}` is accepted, with a
 * whitelisted column, operator and placeholder; anything else (SQL included) gives null.
 */
export function parseCustomRule(text: string): CustomRule | null {
  const match = CUSTOM_RULE.exec(text);
  if (!match) {
    return null;
  }
  const column = (match[1] ?? '').toLowerCase();
  const operator = (match[2] ?? '').toLowerCase().replace(/\s+/g, ' ');
  const placeholder = match[3] ?? '';
  if (!isScopeColumn(column) || !(operator in OPERATORS) || !(SCOPE_PLACEHOLDERS as readonly string[]).includes(placeholder)) {
    return null;
  }
  return { column, operator: operator as Operator, placeholder: placeholder as ScopePlaceholder };
}

/** What is wrong with a rule before it is stored (null when it is usable). */
export function dataScopeRuleProblem(rule: DataScopeRule): FieldProblem | null {
  if (rule.scopeType === DATA_SCOPE_TYPE.custom) {
    return parseCustomRule(rule.scopeValue) ? null : { field: 'scopeValue', messageKey: 'scope.customInvalid' };
  }
  if (rule.scopeType === DATA_SCOPE_TYPE.all) {
    return null;
  }
  return isScopeColumn(rule.scopeColumn.trim().toLowerCase()) ? null : { field: 'scopeColumn', messageKey: 'scope.columnInvalid' };
}

async function placeholderValues(placeholder: ScopePlaceholder, subject: ScopeSubject): Promise<string[]> {
  switch (placeholder) {
    case 'userId':
      return [subject.userId];
    case 'deptId':
      return subject.deptIds.slice(0, 1);
    case 'deptIds':
      return subject.deptIds;
    case 'childDeptIds':
      return subject.childDeptIds();
    default: {
      const unreachable: never = placeholder;
      throw new Error(`unknown placeholder ${String(unreachable)}`);
    }
  }
}

async function conditionOf(rule: DataScopeRule, subject: ScopeSubject): Promise<Record<string, unknown> | null> {
  const column = rule.scopeColumn.trim().toLowerCase();
  switch (rule.scopeType) {
    case DATA_SCOPE_TYPE.all:
      return null;
    case DATA_SCOPE_TYPE.own:
      return isScopeColumn(column) ? { [SCOPE_COLUMNS[column]]: { $in: [subject.userId] } } : { id: { $in: [] } };
    case DATA_SCOPE_TYPE.ownDept:
      return isScopeColumn(column) ? { [SCOPE_COLUMNS[column]]: { $in: subject.deptIds } } : { id: { $in: [] } };
    case DATA_SCOPE_TYPE.ownDeptAndChildren:
      return isScopeColumn(column) ? { [SCOPE_COLUMNS[column]]: { $in: await subject.childDeptIds() } } : { id: { $in: [] } };
    case DATA_SCOPE_TYPE.custom: {
      const custom = parseCustomRule(rule.scopeValue);
      if (!custom) {
        // Stored rules were checked on submit; an unreadable one shows nothing rather than everything.
        return { id: { $in: [] } };
      }
      const values = await placeholderValues(custom.placeholder, subject);
      return { [SCOPE_COLUMNS[custom.column]]: { [OPERATORS[custom.operator]]: values } };
    }
    default:
      return { id: { $in: [] } };
  }
}

/**
 * The ORM condition that restricts a list to what the rules let the subject see, or null when the
 * list is not restricted (no rule, or a rule of type "all"). Several rules (several roles) widen the
 * view: a row is visible when any rule admits it.
 */
export async function dataScopeCondition<T extends BaseEntity>(
  rules: DataScopeRule[],
  subject: ScopeSubject,
): Promise<FilterQuery<T> | null> {
  if (rules.length === 0) {
    return null;
  }
  const conditions: Array<Record<string, unknown>> = [];
  for (const rule of rules) {
    const condition = await conditionOf(rule, subject);
    if (!condition) {
      return null;
    }
    conditions.push(condition);
  }
  return (conditions.length === 1 ? conditions[0] : { $or: conditions }) as FilterQuery<T>;
}

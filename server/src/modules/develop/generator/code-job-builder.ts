import type { FieldProblem } from '../../../core/errors/app-error';
import { failValidation } from '../../../core/errors/fail-validation';
import type { CodeRecord } from '../code/code.entity';
import type { DataModel } from '../model/model.entity';
import type { ModelPrototype } from '../model/model-prototype.entity';
import { COMPONENT_TYPES, MANAGED_COLUMNS, QUERY_TYPES } from '../model/prototype-mapping';
import type { CodegenComponent, CodegenField, CodegenJob, CodegenKind, CodegenQueryType } from './codegen-job';
import { humanize, isDictCode, isModuleName, isPropertyName, isServiceName, isSqlIdentifier, kebabCase, namesOf } from './codegen-names';

/** Columns the base entities carry (BaseEntity's id and status besides the audit, tenant and soft-delete ones). */
const BASE_COLUMNS = new Set([...MANAGED_COLUMNS, 'id', 'status']);
/** The generated form component of each prototype component (a checkbox group is generated as a select). */
const COMPONENTS: Readonly<Record<(typeof COMPONENT_TYPES)[number], CodegenComponent>> = {
  input: 'input',
  textarea: 'textarea',
  number: 'number',
  select: 'select',
  radio: 'radio',
  checkbox: 'select',
  switch: 'switch',
  date: 'date',
  datetime: 'datetime',
};

function componentOf(component: string): CodegenComponent {
  return (COMPONENT_TYPES as readonly string[]).includes(component) ? COMPONENTS[component as (typeof COMPONENT_TYPES)[number]] : 'input';
}

/** The stored kind of a prototype: its GraphQL type first, then the column's SQL type. */
function kindOf(prototype: ModelPrototype): CodegenKind | null {
  const sqlType = prototype.jdbcType.toLowerCase();
  switch (prototype.propertyEntity) {
    case 'ID':
      return 'id';
    case 'Int':
      return 'integer';
    case 'Float':
      return 'float';
    case 'Boolean':
      return 'boolean';
    case 'DateTimeISO':
      return 'datetime';
    case 'String':
      if (/^(decimal|numeric)/.test(sqlType)) {
        return 'decimal';
      }
      if (/^date\b/.test(sqlType) || prototype.componentType === 'date') {
        return 'date';
      }
      return /text|clob/.test(sqlType) && !/^varchar|^char/.test(sqlType) && prototype.componentType === 'textarea' ? 'text' : 'string';
    default:
      // JSON and unknown columns are not generated (no form, no filter).
      return null;
  }
}

function precisionOf(sqlType: string): { precision: number | null; scale: number | null } {
  const match = /\((\d+)\s*,\s*(\d+)\)/.exec(sqlType);
  return match ? { precision: Number(match[1]), scale: Number(match[2]) } : { precision: null, scale: null };
}

/**
 * The generator's job of a code record (reference develop-report-sms.md §2.2): names checked, the base and tenant
 * columns left to the base entities, every prototype checked; every problem answered at once with its field.
 */
export function buildCodegenJob(record: CodeRecord, model: DataModel, prototypes: readonly ModelPrototype[]): CodegenJob {
  const problems: FieldProblem[] = [];
  const moduleName = kebabCase(record.packageName.split('.').pop() ?? '');
  if (!isModuleName(moduleName)) {
    problems.push({ field: 'packageName', messageKey: 'codegen.moduleInvalid', params: { name: record.packageName } });
  }
  if (!isServiceName(record.serviceName)) {
    problems.push({ field: 'serviceName', messageKey: 'codegen.serviceInvalid', params: { name: record.serviceName } });
  }
  const tableName = record.tableName || model.modelTable;
  if (!isSqlIdentifier(tableName) || (record.tablePrefix !== '' && !isSqlIdentifier(record.tablePrefix))) {
    problems.push({ field: 'tableName', messageKey: 'codegen.tableInvalid', params: { name: tableName } });
  }
  if (record.baseMode !== 2) {
    problems.push({ field: 'baseMode', messageKey: 'codegen.baseModeRequired', params: {} });
  }
  if (record.templateType !== 'crud') {
    problems.push({ field: 'templateType', messageKey: 'codegen.templateUnsupported', params: { template: record.templateType } });
  }
  const fields: CodegenField[] = [];
  const seen = new Set<string>();
  for (const prototype of [...prototypes].sort((a, b) => a.sort - b.sort)) {
    if (BASE_COLUMNS.has(prototype.jdbcName.toLowerCase()) || prototype.jdbcName === record.pkName) {
      continue;
    }
    const kind = kindOf(prototype);
    if (kind === null) {
      continue;
    }
    const property = prototype.propertyName;
    const where = { name: prototype.jdbcName };
    if (!isSqlIdentifier(prototype.jdbcName) || !isPropertyName(property) || seen.has(property)) {
      problems.push({ field: `prototypes.${prototype.jdbcName}`, messageKey: 'codegen.propertyInvalid', params: { ...where, property } });
      continue;
    }
    if (prototype.dictCode && !isDictCode(prototype.dictCode)) {
      problems.push({ field: `prototypes.${prototype.jdbcName}`, messageKey: 'codegen.dictInvalid', params: where });
      continue;
    }
    seen.add(property);
    const queryType = (QUERY_TYPES as readonly string[]).includes(prototype.queryType)
      ? (prototype.queryType as CodegenQueryType)
      : 'equal';
    fields.push({
      column: prototype.jdbcName,
      property,
      kind,
      length: kind === 'string' ? (prototype.maxLength ?? 255) : null,
      ...precisionOf(prototype.jdbcType),
      required: prototype.isRequired,
      label: prototype.jdbcComment.trim() || humanize(property),
      labelEn: humanize(property),
      isForm: prototype.isForm,
      isList: prototype.isList,
      isQuery: prototype.isQuery,
      queryType,
      component: componentOf(prototype.componentType),
      dictCode: prototype.dictCode || null,
    });
  }
  if (fields.length === 0 && problems.length === 0) {
    problems.push({ field: 'prototypes', messageKey: 'codegen.noFields', params: {} });
  }
  if (problems.length > 0) {
    failValidation(problems);
  }
  const names = namesOf({ tableName, tablePrefix: record.tablePrefix, moduleName });
  return {
    moduleName,
    serviceName: record.serviceName,
    tableName,
    tablePrefix: record.tablePrefix,
    title: record.codeName.trim() || model.modelName,
    titleEn: humanize(names.entity),
    baseEntity: true,
    tenant: record.tenantMode === 2,
    // Decided by the caller, which can look at the product's database (CodeGenerationService: true when it lacks the table).
    newTable: false,
    migrationStamp: record.updateTime.toISOString().replace(/\D/g, '').slice(0, 14),
    fields,
  };
}

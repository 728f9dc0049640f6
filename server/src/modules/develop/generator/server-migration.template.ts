import type { CodegenField, CodegenJob } from './codegen-job';

export type Dialect = 'sqlite' | 'mysql';

/** The audit columns of BaseEntity, then tenant_id of TenantScopedEntity, as MikroORM creates them. */
const BASE_COLUMNS: Record<Dialect, string[]> = {
  sqlite: [
    '`id` text not null',
    '`create_user` text null',
    '`create_dept` text null',
    '`create_time` datetime not null',
    '`update_user` text null',
    '`update_time` datetime not null',
    '`status` integer not null default 1',
    '`is_deleted` integer not null default 0',
  ],
  mysql: [
    '`id` bigint unsigned not null',
    '`create_user` bigint null',
    '`create_dept` bigint null',
    '`create_time` datetime(3) not null',
    '`update_user` bigint null',
    '`update_time` datetime(3) not null',
    '`status` int not null default 1',
    '`is_deleted` int not null default 0',
  ],
};
const TENANT_COLUMN: Record<Dialect, string> = { sqlite: '`tenant_id` text not null', mysql: '`tenant_id` varchar(12) not null' };

/** The SQL type of a field's column (the mapping of server-model.template.ts's property options). */
function sqlType(field: CodegenField, dialect: Dialect): string {
  const sqlite = dialect === 'sqlite';
  switch (field.kind) {
    case 'id':
      return sqlite ? 'text' : 'bigint';
    case 'string':
      return sqlite ? 'text' : `varchar(${field.length ?? 255})`;
    case 'text':
      return 'text';
    case 'integer':
      return sqlite ? 'integer' : 'int';
    case 'float':
      return 'double';
    case 'decimal':
      return `numeric(${field.precision ?? 10},${field.scale ?? 2})`;
    case 'boolean':
      return sqlite ? 'integer' : 'tinyint(1)';
    case 'date':
      return 'date';
    case 'datetime':
      return sqlite ? 'datetime' : 'datetime(3)';
  }
}

/** The statements creating the table, as `npm run db:migration:create` writes them for the generated entity. */
export function createTableStatements(job: CodegenJob, dialect: Dialect): string[] {
  const table = job.tableName;
  const columns = [
    ...BASE_COLUMNS[dialect],
    ...(job.tenant ? [TENANT_COLUMN[dialect]] : []),
    ...job.fields.map((field) => `\`${field.column}\` ${sqlType(field, dialect)} ${field.required ? 'not null' : 'null'}`),
    'primary key (`id`)',
  ];
  const options = dialect === 'mysql' ? ' default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB' : '';
  const index = `${table}_tenant_id_index`;
  const tenantIndex =
    dialect === 'sqlite'
      ? `create index \`${index}\` on \`${table}\` (\`tenant_id\`);`
      : `alter table \`${table}\` add index \`${index}\`(\`tenant_id\`);`;
  return [`create table \`${table}\` (${columns.join(', ')})${options};`, ...(job.tenant ? [tenantIndex] : [])];
}

/** The migration's file path of a dialect (`server/src/migrations/<dialect>/Migration<stamp>_<table>.ts`). */
export function migrationPath(job: CodegenJob, dialect: Dialect): string {
  return `server/src/migrations/${dialect}/Migration${job.migrationStamp}_${job.tableName}.ts`;
}

/** A migration of the new table in the layout of the committed ones (identifiers only: checked SQL names). */
export function migrationTemplate(job: CodegenJob, dialect: Dialect): string {
  const escape = (statement: string): string => statement.replace(/`/g, '\\`');
  return [
    "import { Migration } from '@mikro-orm/migrations';",
    '',
    `export class Migration${job.migrationStamp}_${job.tableName} extends Migration {`,
    '',
    '  override async up(): Promise<void> {',
    ...createTableStatements(job, dialect).map((statement) => `    this.addSql(\`${escape(statement)}\`);`),
    '  }',
    ...(dialect === 'mysql'
      ? [
          '',
          '  override async down(): Promise<void> {',
          `    this.addSql(\`${escape(`drop table if exists \`${job.tableName}\`;`)}\`);`,
          '  }',
        ]
      : []),
    '',
    '}',
    '',
  ].join('\n');
}

import { z } from 'zod';
import type { DatasourceFilter, DatasourcesQuery } from '../../../generated/graphql';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';
import { formatDateTime } from '../../../shared/utils/format-date-time';

/** A row of the datasource list (never with its password). */
export type DatasourceRow = DatasourcesQuery['datasources']['records'][number];

/** Driver classes the server accepts (datasource-target.ts DRIVER_CLASSES). */
export const driverClasses = ['com.mysql.cj.jdbc.Driver', 'com.mysql.jdbc.Driver', 'org.mariadb.jdbc.Driver', 'org.sqlite.JDBC'] as const;

/** The datasource form; rules as on the server (datasource.inputs.ts). */
export const datasourceSchema = z.object({
  name: z.string().trim().min(1, 'datasource:validation.nameRequired').max(100, 'datasource:validation.tooLong100'),
  driverClass: z.enum(driverClasses, { error: 'datasource:validation.driverRequired' }),
  url: z.string().trim().min(1, 'datasource:validation.urlRequired').max(500, 'datasource:validation.tooLong500'),
  username: z.string().trim().max(100, 'datasource:validation.tooLong100'),
  password: z.string().max(255, 'datasource:validation.tooLong255'),
  remark: z.string().max(255, 'datasource:validation.tooLong255'),
});

export interface DatasourceFormValues {
  name: string;
  driverClass: string;
  url: string;
  username: string;
  /** Blank on edit keeps the stored password (it is never sent back). */
  password: string;
  remark: string;
}

/** Datasources (/tool/datasource): connections a tenant can be bound to. */
export const datasourceCrud: CrudConfig<DatasourceRow, DatasourceFormValues, DatasourceFilter> = {
  key: 'tool.datasource',
  title: 'menu:datasource',
  permissions: { add: 'datasource_add', edit: 'datasource_edit', delete: 'datasource_delete', view: 'datasource_view' },
  columns: [
    { accessor: 'name', title: 'datasource:fields.name', sortable: true },
    { accessor: 'driverClass', title: 'datasource:fields.driverClass', noWrap: true },
    { accessor: 'url', title: 'datasource:fields.url', ellipsis: true, maxWidth: 320 },
    { accessor: 'username', title: 'datasource:fields.username', noWrap: true },
    { accessor: 'remark', title: 'datasource:fields.remark', ellipsis: true, maxWidth: 200, hiddenByDefault: true },
    {
      accessor: 'updateTime',
      title: 'datasource:fields.updateTime',
      noWrap: true,
      value: (row) => formatDateTime(row.updateTime),
    },
  ],
  search: [{ name: 'name', label: 'datasource:fields.name', placeholder: 'datasource:placeholders.name' }],
  form: {
    width: 720,
    schema: datasourceSchema,
    initialValues: { name: '', driverClass: 'com.mysql.cj.jdbc.Driver', url: '', username: '', password: '', remark: '' },
    fromRow: (row) => ({
      name: row.name,
      driverClass: row.driverClass,
      url: row.url,
      username: row.username,
      password: '',
      remark: row.remark ?? '',
    }),
    fields: [
      { name: 'name', label: 'datasource:fields.name', placeholder: 'datasource:placeholders.name', required: true, span: 12 },
      {
        name: 'driverClass',
        label: 'datasource:fields.driverClass',
        type: 'select',
        options: driverClasses.map((driver) => ({ value: driver, label: `datasource:drivers.${driver.replace(/\./g, '_')}` })),
        required: true,
        span: 12,
      },
      { name: 'url', label: 'datasource:fields.url', placeholder: 'datasource:placeholders.url', required: true },
      { name: 'username', label: 'datasource:fields.username', placeholder: 'datasource:placeholders.username', span: 12 },
      {
        name: 'password',
        label: 'datasource:fields.password',
        placeholder: 'datasource:placeholders.password',
        type: 'password',
        span: 12,
        hiddenIn: ['view'],
      },
      { name: 'remark', label: 'datasource:fields.remark', placeholder: 'datasource:placeholders.remark', type: 'textarea' },
    ],
  },
  export: { fileName: 'menu:datasource' },
};

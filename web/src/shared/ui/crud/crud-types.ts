import type { ReactNode } from 'react';
import type { PageInput, SortInput } from '../../../generated/graphql';
import type { FormSchema } from '../../forms/zod-validate';

/**
 * The declarative part of a CRUD page: what the toolkit (CrudPage and its parts) needs to know about
 * one entity. Every text is an i18n key ("system:param.fields.paramName"); the toolkit translates it,
 * so a config can be a module-level constant and still follow the language switch.
 */

/** A list row: every CRUD entity has a string id (snowflake). */
export interface CrudRow {
  id: string;
}

/** A zod schema of the form's values (checked through zodValidate). */
export type CrudSchema = FormSchema;

/** Form modes of the add/edit/view dialog. */
export type CrudFormMode = 'add' | 'edit' | 'view';

/** Button permission codes (from `myPermissions`); a missing code hides that button. */
export interface CrudPermissions {
  add?: string;
  edit?: string;
  delete?: string;
  view?: string;
  /** Optional gate of the export button (shown to everyone who sees the page when absent). */
  export?: string;
}

/** A cell value as shown in plain text and written to the Excel export. */
export type CrudCellValue = string | number | boolean | null | undefined;

/** One data column of the table (the index, selection and action columns are added by the toolkit). */
export interface CrudColumn<Row extends CrudRow> {
  /** Property of the row; also the column's id in the column chooser and its sort field. */
  accessor: Extract<keyof Row, string>;
  /** i18n key of the header. */
  title: string;
  /** Sort on the server by this column (the list query must allow the field). */
  sortable?: boolean;
  /** Field name sent in `sort` when it differs from the accessor. */
  sortField?: string;
  width?: number | string;
  /** Cut long text to one line with an ellipsis, at most `maxWidth` px wide (default 240). */
  ellipsis?: boolean;
  maxWidth?: number;
  /** Keep the text on one line (dates, codes). */
  noWrap?: boolean;
  /** Hidden until the user shows it in the column chooser. */
  hiddenByDefault?: boolean;
  /** The plain value of the cell (table text and Excel cell); defaults to `row[accessor]`. */
  value?: (row: Row) => CrudCellValue;
  /** Rich cell content (badges, dictionary labels, links); the table only, Excel uses `value`. */
  render?: (row: Row) => ReactNode;
}

/** An option of a select search field or form field. */
export interface CrudOption {
  value: string;
  /** i18n key of the label (or the label itself when it is data, see `translate`). */
  label: string;
}

/** One field of the search panel; its value goes into the list query's `filter` under `name`. */
export interface CrudSearchField<Filter extends object> {
  name: Extract<keyof Filter, string>;
  /** i18n key of the label. */
  label: string;
  /** `date`: a date input whose value is `YYYY-MM-DD` (the page turns it into a time for its filter). */
  type?: 'text' | 'select' | 'date';
  /** i18n key of the placeholder; default crud:search.placeholder ("Enter <label>"). */
  placeholder?: string;
  /** Options of a select field. */
  options?: readonly CrudOption[];
}

/** Props the toolkit hands to a custom form field renderer. */
export interface CrudFieldRenderProps {
  /** Spread onto a Mantine input: value, onChange, onBlur, error (translated), label, readOnly... */
  inputProps: {
    value: unknown;
    onChange: (value: unknown) => void;
    onFocus: () => void;
    onBlur: () => void;
    error: ReactNode;
    label: string;
    withAsterisk: boolean;
    readOnly: boolean;
  };
  mode: CrudFormMode;
  /** The form's current values (a field whose choices follow another field, e.g. tables of a datasource). */
  values: Readonly<Record<string, unknown>>;
}

/** One field of the add/edit/view form. */
export interface CrudFormField<Values extends object> {
  name: Extract<keyof Values, string>;
  /** i18n key of the label. */
  label: string;
  type?: 'text' | 'textarea' | 'number' | 'password' | 'select';
  /** Show the required asterisk (the schema does the checking). */
  required?: boolean;
  /** i18n key of the placeholder. */
  placeholder?: string;
  /** Width in a 24-column grid (24 = full row, 12 = half); default 24. */
  span?: number;
  /** Options of a select field. */
  options?: readonly CrudOption[];
  /** Modes in which the field is read-only anyway (view mode is always read-only). */
  readOnlyIn?: readonly CrudFormMode[];
  /** Modes in which the field is not shown. */
  hiddenIn?: readonly CrudFormMode[];
  /** Shown only while this holds for the current values (e.g. a field of one type only). */
  visibleWhen?: (values: Values) => boolean;
  /** i18n key of a help text under the input. */
  description?: string;
  /** A custom input instead of the built-in ones (tree selects, uploads...). */
  render?: (props: CrudFieldRenderProps) => ReactNode;
}

/** The add/edit/view dialog. */
export interface CrudFormConfig<Row extends CrudRow, Values extends object> {
  /** Modal width (px or CSS size); default 600. */
  width?: number | string;
  fields: readonly CrudFormField<Values>[];
  /**
   * Validation (zod 4 or any Standard Schema). Messages are i18n keys; they are checked on blur
   * and on submit.
   */
  schema: CrudSchema;
  /** Values of an empty "add" form. */
  initialValues: Values;
  /** Values of the edit/view form from a row. */
  fromRow: (row: Row) => Values;
  /**
   * Values to set after the user changes field `name` (pre-fills that follow a choice); `values`
   * already holds the new value.
   */
  onFieldChange?: (name: Extract<keyof Values, string>, values: Values) => Partial<Values> | undefined;
}

/** Everything a CRUD page declares; pass it to useCrudList and CrudPage. */
export interface CrudConfig<Row extends CrudRow, Values extends object, Filter extends object> {
  /** Unique page key, e.g. "system.param": names the stored column choice. */
  key: string;
  /** i18n key of the page heading (usually the menu label). */
  title: string;
  permissions: CrudPermissions;
  columns: readonly CrudColumn<Row>[];
  search?: readonly CrudSearchField<Filter>[];
  form?: CrudFormConfig<Row, Values>;
  /** Excel export of the current filter; the file is named `<fileName>-<timestamp>.xlsx`. */
  export?: { fileName: string };
  /** Rows per page at first; default 10. */
  defaultPageSize?: number;
  /** Per-row check of the row buttons (e.g. no delete on a locked row); all allowed when absent. */
  rowAllowed?: (action: 'view' | 'edit' | 'delete', row: Row) => boolean;
}

/** The variables every list query takes: `filter`, `page`, `sort`. */
export interface CrudListVariables<Filter extends object> {
  filter: Filter;
  page: Required<PageInput>;
  sort?: SortInput[];
}

/** One page of rows as the list queries return it. */
export interface CrudPageData<Row extends CrudRow> {
  records: readonly Row[];
  total: number;
}

/**
 * What useCrudOperations answers from a feature's spec (see features/system/param/param-operations.ts).
 * A missing operation hides its buttons.
 */
export interface CrudOperations<Row extends CrudRow, Values extends object, Filter extends object> {
  /** The current page of the list query; undefined before the first answer. */
  data: CrudPageData<Row> | undefined;
  loading: boolean;
  refetch: () => Promise<unknown>;
  /** One page for the Excel export (same filter and sort, size 1000); bypass the cache. */
  fetchPage?: (variables: CrudListVariables<Partial<Filter>>) => Promise<CrudPageData<Row>>;
  /** A fresh copy of the row before edit/view; the list row is used when absent. */
  fetchOne?: (row: Row) => Promise<Row>;
  /** Add (`row` undefined) or change `row`. Call the mutation with `context: handledErrors`. */
  submit?: (values: Values, row: Row | undefined) => Promise<unknown>;
  remove?: (ids: string[]) => Promise<unknown>;
}

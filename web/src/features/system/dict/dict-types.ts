import type { DictFilter, DictParentsQuery } from '../../../generated/graphql';
import type { CrudListVariables, CrudOperations } from '../../../shared/ui/crud/crud-types';

/** A dictionary row (a root or an item), system or business: both lists answer the same shape. */
export type DictRow = DictParentsQuery['dictParents']['records'][number];

/** System dictionaries (platform) or business dictionaries (per tenant). */
export type DictKind = 'system' | 'biz';

/** The two layouts of the dictionary screens (SPEC §2). */
export type DictLayout = 'horizontal' | 'vertical';

/** Values of the dictionary (root) form; `sort` is '' while empty, `isSealed` '0' or '1'. */
export interface DictParentValues {
  code: string;
  dictValue: string;
  sort: number | '';
  isSealed: string;
  remark: string;
}

/** Values of the item form: the code and parent come from the parent row and cannot be changed. */
export interface DictChildValues extends DictParentValues {
  parentId: string;
  dictKey: string;
}

/** The items of one dictionary (flat, by sort) and the calls of the item tree. */
export interface DictChildOperations {
  rows: readonly DictRow[] | undefined;
  loading: boolean;
  refetch: () => Promise<unknown>;
  fetchOne?: (row: DictRow) => Promise<DictRow>;
  submit?: (values: DictChildValues, row: DictRow | undefined) => Promise<unknown>;
  remove?: (ids: string[]) => Promise<unknown>;
}

/** The calls of one dictionary kind: the paged roots and the items of the chosen root. */
export interface DictOperationHooks {
  useParents: (variables: CrudListVariables<Partial<DictFilter>>) => CrudOperations<DictRow, DictParentValues, DictFilter>;
  useChildren: (parentId: string | undefined, filter: DictFilter) => DictChildOperations;
}

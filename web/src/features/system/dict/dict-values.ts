import type { DictInput } from '../../../generated/graphql';
import type { DictChildValues, DictParentValues, DictRow } from './dict-types';

/** The sort number of the form (the schema has checked it is a number). */
function sortOf(values: DictParentValues): number {
  return typeof values.sort === 'number' ? values.sort : Number(values.sort);
}

function remarkOf(values: DictParentValues): string | null {
  return values.remark.trim() === '' ? null : values.remark.trim();
}

/** `submitDict` input of a dictionary (root): parentId "0", key "-1" (set by the server). */
export function parentInput(values: DictParentValues, row: DictRow | undefined): DictInput {
  return {
    ...(row ? { id: row.id } : {}),
    parentId: '0',
    code: values.code.trim(),
    dictValue: values.dictValue.trim(),
    sort: sortOf(values),
    isSealed: Number(values.isSealed),
    remark: remarkOf(values),
  };
}

/** `submitDict` input of an item: the code of its dictionary, its parent row, its key. */
export function childInput(values: DictChildValues, row: DictRow | undefined): DictInput {
  return {
    ...(row ? { id: row.id } : {}),
    parentId: values.parentId,
    code: values.code.trim(),
    dictKey: values.dictKey.trim(),
    dictValue: values.dictValue.trim(),
    sort: sortOf(values),
    isSealed: Number(values.isSealed),
    remark: remarkOf(values),
  };
}

/** Form values of a stored row. */
export function parentValuesOf(row: DictRow): DictParentValues {
  return {
    code: row.code,
    dictValue: row.dictValue,
    sort: row.sort,
    isSealed: String(row.isSealed),
    remark: row.remark ?? '',
  };
}

export function childValuesOf(row: DictRow): DictChildValues {
  return { ...parentValuesOf(row), parentId: row.parentId, dictKey: row.dictKey };
}

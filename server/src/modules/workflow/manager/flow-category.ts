import type { SignedInContext } from '../../../core/http/request-context';
import type { WorkflowDirectory } from '../worklist/workflow-names';

/** Dictionary code of process categories (legacy: the category is stored as `flow_<dict key>`). */
export const FLOW_DICT_CODE = 'flow';

/** The stored category of a value the caller sends: a dict key ("1") becomes `flow_1`; `flow_1` stays. */
export function storedCategory(category: string | null | undefined): string | null {
  const value = category?.trim();
  if (!value) {
    return null;
  }
  return value.startsWith(`${FLOW_DICT_CODE}_`) ? value : `${FLOW_DICT_CODE}_${value}`;
}

/** Category labels of the caller's language-independent `flow` dictionary: `flow_<key>` (and the item's remark) -> label. */
export async function categoryNames(
  dicts: Pick<WorkflowDirectory, 'dictionary'>,
  context: SignedInContext,
): Promise<(category: string | null | undefined) => string | null> {
  const items = await dicts.dictionary(context, FLOW_DICT_CODE);
  const names = new Map<string, string>();
  for (const item of items) {
    names.set(`${FLOW_DICT_CODE}_${item.dictKey}`, item.dictValue);
    if (item.remark) {
      names.set(item.remark, item.dictValue);
    }
  }
  return (category) => (category ? (names.get(category) ?? null) : null);
}

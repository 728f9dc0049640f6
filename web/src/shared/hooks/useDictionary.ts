import { useCallback, useMemo } from 'react';
import { useDictionaryQuery } from '../../generated/graphql';
import { useSeededLabel } from '../../i18n/seeded-label';

/** A dictionary item as a select option: the key as value, the dictionary's label as label. */
export interface DictionaryOption {
  value: string;
  label: string;
}

export interface DictionaryState {
  /** The items of the code, by sort; seeded items in the chosen language (`seededLabel`), others as stored. */
  options: DictionaryOption[];
  /** The label of a key ("1" and 1 both match); the key itself when unknown, "" when empty. */
  label: (key: string | number | null | undefined) => string;
  loading: boolean;
}

/**
 * The items of a system dictionary code (`dictionary(code)`), for selects and labels. Apollo caches
 * the answer, so every page asking for the same code shares one request.
 */
export function useDictionary(code: string): DictionaryState {
  const { data, previousData, loading } = useDictionaryQuery({ variables: { code }, fetchPolicy: 'cache-first' });
  const items = data?.dictionary ?? previousData?.dictionary;
  const seededLabel = useSeededLabel();
  const options = useMemo<DictionaryOption[]>(
    () =>
      [...(items ?? [])]
        .sort((left, right) => left.sort - right.sort)
        .map((item) => ({ value: item.dictKey, label: seededLabel('dict', `${code}.${item.dictKey}`, item.dictValue) })),
    [items, code, seededLabel],
  );
  const labels = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const label = useCallback(
    (key: string | number | null | undefined) => {
      if (key === null || key === undefined || key === '') {
        return '';
      }
      const text = String(key);
      return labels.get(text) ?? text;
    },
    [labels],
  );
  return { options, label, loading };
}

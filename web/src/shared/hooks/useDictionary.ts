import { useCallback, useMemo } from 'react';
import { useDictionaryQuery } from '../../generated/graphql';

/** Items of a system dictionary as select options and a key -> label lookup. */
export interface DictionaryOptions {
  /** `{ value: dictKey, label: dictValue }` by sort (sealed items left out by the server). */
  options: { value: string; label: string }[];
  /** The label of a key; the key itself when the dictionary does not know it; '' for no key. */
  label: (key: string | number | null | undefined) => string;
  loading: boolean;
}

/** The items of the system dictionary `code` (`dictionary(code)`), cached for the whole session. */
export function useDictionary(code: string): DictionaryOptions {
  const { data, loading } = useDictionaryQuery({ variables: { code }, fetchPolicy: 'cache-first' });
  const items = data?.dictionary;
  const options = useMemo(() => (items ?? []).map((item) => ({ value: item.dictKey, label: item.dictValue })), [items]);
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

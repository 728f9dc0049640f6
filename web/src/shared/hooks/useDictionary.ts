import { useCallback, useMemo } from 'react';
import { useDictionaryQuery } from '../../generated/graphql';

/** Options and labels of one system dictionary (`dictionary(code)`), e.g. `useDictionary('user_type')`. */
export function useDictionary(code: string): {
  options: { value: string; label: string }[];
  label(key: string | number | null | undefined): string;
  loading: boolean;
} {
  const { data, previousData, loading } = useDictionaryQuery({ variables: { code }, fetchPolicy: 'cache-first' });
  const items = (data ?? previousData)?.dictionary;
  const options = useMemo(
    () =>
      [...(items ?? [])]
        .sort((left, right) => left.sort - right.sort)
        .map((item) => ({ value: item.dictKey, label: item.dictValue })),
    [items],
  );
  const label = useCallback(
    (key: string | number | null | undefined) => {
      if (key === null || key === undefined || key === '') {
        return '';
      }
      const text = String(key);
      return options.find((option) => option.value === text)?.label ?? text;
    },
    [options],
  );
  return { options, label, loading };
}

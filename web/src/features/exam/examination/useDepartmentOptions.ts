import { useMemo } from 'react';
import { useExaminationDeptTreeQuery } from '../../../generated/graphql';

/** Departments of the tenant as select options labelled with their path ("School / Grade 9"). */
export function useDepartmentOptions(skip = false): { options: { value: string; label: string }[]; loading: boolean } {
  const { data, loading } = useExaminationDeptTreeQuery({ skip, fetchPolicy: 'cache-first' });
  const options = useMemo(() => {
    const nodes = data?.deptTree ?? [];
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const path = (id: string): string => {
      const names: string[] = [];
      const seen = new Set<string>();
      let node = byId.get(id);
      while (node && !seen.has(node.id)) {
        seen.add(node.id);
        names.unshift(node.title);
        node = byId.get(node.parentId);
      }
      return names.join(' / ');
    };
    return nodes.map((node) => ({ value: node.id, label: path(node.id) })).sort((left, right) => left.label.localeCompare(right.label));
  }, [data]);
  return { options, loading };
}

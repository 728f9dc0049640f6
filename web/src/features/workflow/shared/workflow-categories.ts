import { useMemo } from 'react';
import { useWorkflowCategoriesQuery } from '../../../generated/graphql';
import { useSeededLabel } from '../../../i18n/seeded-label';
import type { CrudOption } from '../../../shared/ui/crud/crud-types';

/** The process categories (dictionary `flow`): filter options and the form route of each category. */
export interface WorkflowCategories {
  /** Filter options: the item's label, with both category forms it stands for (`flow_1,leave`: the filter takes a list). */
  options: CrudOption[];
  /** The label of a category (`flow_1` or `leave`) in the chosen language; else the server's label, else the category. */
  label: (category: string | null | undefined, stored?: string | null) => string;
  /** The route segment of a category's pages (the item's remark, e.g. `leave`); undefined: no pages. */
  routeOf: (category: string | null | undefined) => string | undefined;
}

/** The category a definition carries for a dictionary key (legacy form `flow_1`). */
export function categoryOfKey(dictKey: string): string {
  return `flow_${dictKey}`;
}

/** The `flow` dictionary as filter options, labels and category routes (`flow_1` and the remark `leave` both name item 1). */
export function useWorkflowCategories(): WorkflowCategories {
  const { data } = useWorkflowCategoriesQuery({ fetchPolicy: 'cache-first' });
  const seededLabel = useSeededLabel();
  return useMemo(() => {
    const items = [...(data?.dictionary ?? [])].sort((left, right) => left.sort - right.sort);
    const routes = new Map<string, string>();
    const labels = new Map<string, string>();
    const options: CrudOption[] = [];
    for (const item of items) {
      const label = seededLabel('dict', `flow.${item.dictKey}`, item.dictValue);
      const route = item.remark?.trim();
      const forms = [categoryOfKey(item.dictKey), ...(route ? [route] : [])];
      for (const form of forms) {
        labels.set(form, label);
        if (route && /^[a-z][a-z0-9-]*$/.test(route)) {
          routes.set(form, route);
        }
      }
      options.push({ value: forms.join(','), label });
    }
    return {
      options,
      label: (category, stored) => (category ? (labels.get(category) ?? stored ?? category) : (stored ?? '')),
      routeOf: (category) => (category ? routes.get(category) : undefined),
    };
  }, [data, seededLabel]);
}

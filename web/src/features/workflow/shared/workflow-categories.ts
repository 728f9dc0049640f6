import { useMemo } from 'react';
import { useWorkflowCategoriesQuery } from '../../../generated/graphql';
import { useSeededLabel } from '../../../i18n/seeded-label';
import type { CrudOption } from '../../../shared/ui/crud/crud-types';

/** The process categories (dictionary `flow`): filter options and the form route of each category. */
export interface WorkflowCategories {
  /** `flow_<key>` (the category a definition carries) with the item's label. */
  options: CrudOption[];
  /** The route segment of a category's pages (the item's remark, e.g. `leave`); undefined: no pages. */
  routeOf: (category: string | null | undefined) => string | undefined;
}

/** The category a definition carries for a dictionary key (legacy form `flow_1`). */
export function categoryOfKey(dictKey: string): string {
  return `flow_${dictKey}`;
}

/** The `flow` dictionary as filter options and category routes (`flow_1` and the remark `leave` both name item 1). */
export function useWorkflowCategories(): WorkflowCategories {
  const { data } = useWorkflowCategoriesQuery({ fetchPolicy: 'cache-first' });
  const seededLabel = useSeededLabel();
  return useMemo(() => {
    const items = [...(data?.dictionary ?? [])].sort((left, right) => left.sort - right.sort);
    const routes = new Map<string, string>();
    for (const item of items) {
      const route = item.remark?.trim();
      if (route && /^[a-z][a-z0-9-]*$/.test(route)) {
        routes.set(categoryOfKey(item.dictKey), route);
        routes.set(route, route);
      }
    }
    return {
      options: items.map((item) => ({
        value: categoryOfKey(item.dictKey),
        label: seededLabel('dict', `flow.${item.dictKey}`, item.dictValue),
      })),
      routeOf: (category) => (category ? routes.get(category) : undefined),
    };
  }, [data, seededLabel]);
}

import { Kind, type OperationDefinitionNode } from 'graphql';
import type { LegacyRoute } from './legacy-route';

/** For each GraphQL root field, the legacy paths (with the /api prefix) whose operation runs it. */
export function restPathsByRootField(routes: LegacyRoute[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const route of routes) {
    if (route.kind !== 'operation') {
      continue;
    }
    const operations = [route.operation, ...(route.followUp ? [route.followUp.operation] : [])]
      .flatMap((document) => document.definitions)
      .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
    for (const operation of operations) {
      for (const selection of operation.selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const field = selection.name.value;
          result.set(field, [...(result.get(field) ?? []), `/api${route.path}`]);
        }
      }
    }
  }
  return result;
}

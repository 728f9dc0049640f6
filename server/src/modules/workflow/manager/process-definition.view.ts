import type { EntityManager } from '@mikro-orm/core';
import { WfDeployment } from '../repository/wf-deployment.entity';
import type { WfProcessDefinition } from '../repository/wf-process-definition.entity';
import type { ProcessDefinition } from './process-definition.types';

export type CategoryName = (category: string | null | undefined) => string | null;

/** What a definition row needs (lists load definitions without their XML and serialized context). */
export type DefinitionFields = Omit<WfProcessDefinition, 'xml' | 'serializedContext'>;

/** One GraphQL row of a definition and its deployment. */
export function toProcessDefinition(
  definition: DefinitionFields,
  deployment: WfDeployment | undefined,
  categoryName: CategoryName,
): ProcessDefinition {
  return {
    id: definition.id,
    tenantId: definition.tenantId,
    name: definition.name,
    key: definition.definitionKey,
    category: definition.category ?? null,
    categoryName: categoryName(definition.category),
    version: definition.version,
    deploymentId: definition.deploymentId,
    resourceName: deployment?.resourceName ?? null,
    suspended: definition.suspended,
    isLatest: definition.isLatest,
    deployedAt: deployment?.deployedAt ?? definition.createTime ?? null,
    description: definition.description ?? null,
  };
}

/** The GraphQL rows of definitions, with their deployments read in one query (no query per row). */
export async function processDefinitionViews(
  em: EntityManager,
  definitions: DefinitionFields[],
  categoryName: CategoryName,
): Promise<ProcessDefinition[]> {
  const deploymentIds = [...new Set(definitions.map((definition) => definition.deploymentId))];
  const deployments =
    deploymentIds.length > 0 ? await em.find(WfDeployment, { id: { $in: deploymentIds } }, { filters: { notDeleted: false } }) : [];
  const byId = new Map(deployments.map((deployment) => [deployment.id, deployment]));
  return definitions.map((definition) => toProcessDefinition(definition, byId.get(definition.deploymentId), categoryName));
}

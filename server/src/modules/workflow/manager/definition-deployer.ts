import type { EntityManager } from '@mikro-orm/core';
import { requirePlatform } from '../../../core/auth/platform';
import { bindWriteScope } from '../../../core/db/request-scope';
import { inTransaction } from '../../../core/db/transaction';
import type { TenantEntityManagers } from '../../../core/db/tenant-databases';
import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { Tenant } from '../../system/tenant/tenant.entity';
import {
  invalidModel,
  type DeployInput,
  type DeployResult,
  type WorkflowRepositoryService,
} from '../repository/workflow-repository.service';
import type { DeploymentSource } from '../workflow-enums';

export interface DeployDocument {
  xml: string;
  resourceName: string;
  name?: string | null;
}

export interface DeployRequest {
  documents: DeployDocument[];
  category: string | null;
  tenantIds: readonly string[];
  source: DeploymentSource;
  modelId?: string | null;
}

/**
 * Deploys documents once per target tenant (legacy deploy-upload / model deploy): every document is validated
 * first (INVALID_MODEL with the lint report before anything is written); tenants other than the caller's are for
 * the platform administrator only (reference §5.8), each deployed on that tenant's own database. All or nothing:
 * a tenant gets every document in one transaction, and when a later tenant fails the tenants already done are
 * taken back (their databases may differ, so one transaction cannot span them) before the error is answered.
 */
export class DefinitionDeployer {
  constructor(
    private readonly repository: Pick<WorkflowRepositoryService, 'lint' | 'deploy' | 'undeploy'>,
    private readonly databases: TenantEntityManagers | null,
  ) {}

  async deploy(context: SignedInContext, request: DeployRequest): Promise<DeployResult[]> {
    const tenantIds = await this.targets(context, request.tenantIds);
    for (const document of request.documents) {
      const { parsed, report } = await this.repository.lint(document.xml);
      if (!parsed || report.length > 0) {
        throw invalidModel(report);
      }
    }
    const done: Array<{ em: EntityManager; results: DeployResult[] }> = [];
    try {
      for (const tenantId of tenantIds) {
        const em = await this.emOf(context, tenantId);
        const results = await inTransaction(em, async () => {
          const deployed: DeployResult[] = [];
          for (const document of request.documents) {
            deployed.push(await this.repository.deploy(em, tenantId, this.input(context, request, document)));
          }
          return deployed;
        });
        done.push({ em, results });
      }
    } catch (error) {
      await this.takeBack(context, done);
      throw error;
    }
    return done.flatMap((tenant) => tenant.results);
  }

  private input(context: SignedInContext, request: DeployRequest, document: DeployDocument): DeployInput {
    return {
      xml: document.xml,
      name: document.name ?? null,
      resourceName: document.resourceName,
      category: request.category,
      source: request.source,
      modelId: request.modelId ?? null,
      deployedBy: context.actor.userId,
    };
  }

  /** Undoes the tenants already deployed, newest first; a failure here is logged and the others still undone. */
  private async takeBack(context: SignedInContext, done: ReadonlyArray<{ em: EntityManager; results: DeployResult[] }>): Promise<void> {
    for (const { em, results } of [...done].reverse()) {
      try {
        await this.repository.undeploy(em, results);
      } catch (undoError) {
        const ids = results.map((result) => result.deployment.id);
        context.logger.error({ err: undoError, deploymentIds: ids }, 'workflow deploy: could not take back a partial deployment');
      }
    }
  }

  /** The caller's tenant when none is named; other tenants only for the platform administrator, and only existing ones. */
  private async targets(context: SignedInContext, requested: readonly string[]): Promise<string[]> {
    const tenantIds = [...new Set(requested.map((id) => id.trim()).filter((id) => id !== ''))];
    if (tenantIds.length === 0) {
      return [context.actor.tenantId];
    }
    if (tenantIds.some((id) => id !== context.actor.tenantId)) {
      requirePlatform(context, 'workflowAdmin.otherTenantsPlatformOnly');
      const known = await context.platformEm.find(Tenant, { tenantId: { $in: tenantIds } }, { fields: ['tenantId'] });
      const missing = tenantIds.find((id) => !known.some((tenant) => tenant.tenantId === id));
      if (missing) {
        throw new AppError('NOT_FOUND', 'workflowAdmin.tenantNotFound', { tenantId: missing });
      }
    }
    return tenantIds;
  }

  private async emOf(context: SignedInContext, tenantId: string): Promise<EntityManager> {
    if (tenantId === context.actor.tenantId) {
      return context.em;
    }
    requirePlatform(context, 'workflowAdmin.otherTenantsPlatformOnly');
    if (!this.databases) {
      throw new Error('DefinitionDeployer: no tenant databases to deploy to other tenants');
    }
    const em = await this.databases.forTenant(tenantId);
    bindWriteScope(em, { userId: context.actor.userId, deptId: null });
    return em;
  }
}

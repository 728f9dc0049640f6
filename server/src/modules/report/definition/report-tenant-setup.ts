import type { EntityManager } from '@mikro-orm/core';
import type { TenantSetupStep } from '../../../core/db/tenant-setup';
import { BUILTIN_REPORTS } from './builtin-reports';
import { ReportDefinitionVersion } from './report-definition-version.entity';
import { ReportDefinition } from './report-definition.entity';
import { snapshotOf } from './report-definition.service';
import { DatasetKind, ReportState } from './report-enums';

/**
 * The built-in reports as published definitions of the new tenant (idempotent: a code the tenant already has
 * is left alone). Per tenant rather than shared platform rows: the tenant filter stays fail-closed, a tenant
 * can adapt its copies, and a tenant on its own datasource has them in its own database.
 */
export const reportTenantSetup: TenantSetupStep = {
  name: 'built-in reports',
  async run(em: EntityManager, tenantId: string): Promise<void> {
    const existing = new Set((await em.find(ReportDefinition, { tenantId }, { fields: ['code'] })).map((row) => row.code));
    for (const report of BUILTIN_REPORTS) {
      if (!existing.has(report.code)) {
        const definition = em.create(ReportDefinition, {
          ...report,
          tenantId,
          datasetKind: DatasetKind.GRAPHQL,
          state: ReportState.PUBLISHED,
          version: 1,
        });
        em.create(ReportDefinitionVersion, { tenantId, definitionId: definition.id, version: 1, snapshot: snapshotOf(definition) });
      }
    }
    await em.flush();
  },
};

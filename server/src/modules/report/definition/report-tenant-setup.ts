import type { EntityManager } from '@mikro-orm/core';
import type { TenantSetupStep } from '../../../core/db/tenant-setup';
import { nextId } from '../../../core/ids/snowflake';
import { BUILTIN_REPORTS } from './builtin-reports';
import { ReportDefinitionVersion } from './report-definition-version.entity';
import { ReportDefinition } from './report-definition.entity';
import { snapshotOf } from './report-definition.service';
import { DatasetKind, ReportState } from './report-enums';

/** Ids of one built-in report's rows: its definition and its first version. */
export interface BuiltinReportIds {
  definitionId: string;
  versionId: string;
}

/**
 * The built-in reports of a tenant as published definitions (version 1, with its snapshot), not yet persisted:
 * `codes` skips the reports the tenant already has; `idsOf` gives fixed ids (the platform tenant's seed).
 */
export function builtinReportRows(
  em: EntityManager,
  tenantId: string,
  idsOf: (code: string) => BuiltinReportIds = () => ({ definitionId: nextId(), versionId: nextId() }),
  skip: ReadonlySet<string> = new Set(),
): { definitions: ReportDefinition[]; versions: ReportDefinitionVersion[] } {
  const definitions: ReportDefinition[] = [];
  const versions: ReportDefinitionVersion[] = [];
  for (const report of BUILTIN_REPORTS.filter((candidate) => !skip.has(candidate.code))) {
    const ids = idsOf(report.code);
    const definition = em.create(
      ReportDefinition,
      {
        ...report,
        name: report.name['zh-CN'],
        description: report.description['zh-CN'],
        id: ids.definitionId,
        tenantId,
        datasetKind: DatasetKind.GRAPHQL,
        state: ReportState.PUBLISHED,
        version: 1,
      },
      { persist: false },
    );
    definitions.push(definition);
    versions.push(
      em.create(
        ReportDefinitionVersion,
        { id: ids.versionId, tenantId, definitionId: definition.id, version: 1, snapshot: snapshotOf(definition) },
        { persist: false },
      ),
    );
  }
  return { definitions, versions };
}

/**
 * The built-in reports for a new tenant (idempotent: a code the tenant already has is left alone). Per tenant
 * rather than shared platform rows: the tenant filter stays fail-closed, a tenant can adapt its copies, and a
 * tenant on its own datasource has them in its own database.
 */
export const reportTenantSetup: TenantSetupStep = {
  name: 'built-in reports',
  async run(em: EntityManager, tenantId: string): Promise<void> {
    const existing = new Set((await em.find(ReportDefinition, { tenantId }, { fields: ['code'] })).map((row) => row.code));
    const { definitions, versions } = builtinReportRows(em, tenantId, undefined, existing);
    em.persist([...definitions, ...versions]);
    await em.flush();
  },
};

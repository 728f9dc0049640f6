import type { EntityManager } from '@mikro-orm/core';
import { PLATFORM_TENANT_ID } from '../../core/auth/actor';
import { ReportDefinitionVersion } from '../../modules/report/definition/report-definition-version.entity';
import { ReportDefinition } from '../../modules/report/definition/report-definition.entity';
import { builtinReportRows } from '../../modules/report/definition/report-tenant-setup';

/** Fixed ids of the platform tenant's built-in reports (definition, first version), by report code. */
export const PLATFORM_REPORT_IDS: Readonly<Record<string, { definitionId: string; versionId: string }>> = {
  'exam-results-by-dept': { definitionId: '1164733399669962401', versionId: '1164733399669962411' },
  'exam-attendance': { definitionId: '1164733399669962402', versionId: '1164733399669962412' },
  'question-facility': { definitionId: '1164733399669962403', versionId: '1164733399669962413' },
  'pass-rates-over-time': { definitionId: '1164733399669962404', versionId: '1164733399669962414' },
};

/**
 * The built-in reports of the platform tenant (new tenants get theirs from the tenant setup step), by fixed id:
 * a report the platform administrator deleted or changed is left as it is.
 */
export async function seedPlatformReports(em: EntityManager): Promise<void> {
  const { definitions, versions } = builtinReportRows(em, PLATFORM_TENANT_ID, (code) => {
    const ids = PLATFORM_REPORT_IDS[code];
    if (!ids) {
      throw new Error(`built-in report ${code} has no fixed id for the platform tenant`);
    }
    return ids;
  });
  const lifted = { filters: { tenant: false, notDeleted: false }, fields: ['id'] } as const;
  const presentDefinitions = await em.find(ReportDefinition, { id: { $in: definitions.map((row) => row.id) } }, lifted);
  const presentVersions = await em.find(ReportDefinitionVersion, { id: { $in: versions.map((row) => row.id) } }, lifted);
  const present = new Set([...presentDefinitions, ...presentVersions].map((row) => row.id));
  em.persist([...definitions, ...versions].filter((row) => !present.has(row.id)));
  await em.flush();
}

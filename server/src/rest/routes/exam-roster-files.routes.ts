import type { Services } from '../../app/services';
import type { LegacyRoute } from '../legacy-route';
import { createRosterImportHandler, createRosterTemplateHandler } from '../raw/exam-roster-files.handlers';

const BASE = '/blade-exam/ExamExaminationUser/examExaminationUser';

/** Roster Excel files (new with issue 12; no legacy counterpart): the template and the import with its preview. */
export function examRosterFileRoutes(services: Services): LegacyRoute[] {
  return [
    { kind: 'raw', method: 'GET', path: `${BASE}/roster-template`, handle: createRosterTemplateHandler(services) },
    { kind: 'raw', method: 'POST', path: `${BASE}/roster-import`, handle: createRosterImportHandler(services) },
  ];
}

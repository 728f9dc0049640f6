import type { MenuService } from '../../system/menu/menu.service';
import type { ExaminationQueryService } from '../examination/examination-query.service';
import { ExaminationCopyService } from './examination-copy.service';
import { ExaminationReminderService } from './examination-reminder.service';
import { RosterImportService } from './roster-import.service';

/** Examination tools: copy, roster import from Excel, reminders through the notice system. */
export interface ExamToolsServices {
  copies: ExaminationCopyService;
  rosterImport: RosterImportService;
  reminders: ExaminationReminderService;
}

export function createExamToolsServices(menus: MenuService, queries: ExaminationQueryService, timeZone: string): ExamToolsServices {
  return {
    copies: new ExaminationCopyService(menus, queries),
    rosterImport: new RosterImportService(menus),
    reminders: new ExaminationReminderService(menus, timeZone),
  };
}

import type { MenuService } from '../system/menu/menu.service';
import { PaperFreezeService } from './paper/paper-freeze.service';

/** Exam authoring: question banks, questions, papers, and the paper freezer used when publishing examinations. */
export interface ExamAuthoringServices {
  paperFreezer: PaperFreezeService;
}

export function createExamAuthoringServices(_menus: MenuService): ExamAuthoringServices {
  return {
    paperFreezer: new PaperFreezeService(),
  };
}

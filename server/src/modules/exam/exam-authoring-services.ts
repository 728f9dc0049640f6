import type { MenuService } from '../system/menu/menu.service';
import { QuestionBankService } from './bank/question-bank.service';
import { PaperFreezeService } from './paper/paper-freeze.service';
import { QuestionOptionService } from './question/question-option.service';
import { QuestionQueryService } from './question/question-query.service';
import { QuestionWriteService } from './question/question-write.service';

/** Exam authoring: question banks, questions, papers, and the paper freezer used when publishing examinations. */
export interface ExamAuthoringServices {
  banks: QuestionBankService;
  questionQueries: QuestionQueryService;
  questionWrites: QuestionWriteService;
  questionOptions: QuestionOptionService;
  paperFreezer: PaperFreezeService;
}

export function createExamAuthoringServices(menus: MenuService): ExamAuthoringServices {
  return {
    banks: new QuestionBankService(menus),
    questionQueries: new QuestionQueryService(menus),
    questionWrites: new QuestionWriteService(menus),
    questionOptions: new QuestionOptionService(menus),
    paperFreezer: new PaperFreezeService(),
  };
}

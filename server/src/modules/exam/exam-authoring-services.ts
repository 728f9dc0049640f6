import type { CacheInvalidation } from '../../core/cache/invalidation';
import type { MenuService } from '../system/menu/menu.service';
import { QuestionBankNames } from './bank/question-bank-names';
import { QuestionBankService } from './bank/question-bank.service';
import { PaperFreezeService } from './paper/paper-freeze.service';
import { PaperQueryService } from './paper/paper-query.service';
import { PaperQuestionService } from './paper/paper-question.service';
import { PaperWriteService } from './paper/paper-write.service';
import { PaperExportService } from './paper/print/paper-export.service';
import { QuestionExportService } from './question/question-export.service';
import { QuestionImportService } from './question/question-import.service';
import { QuestionOptionService } from './question/question-option.service';
import { QuestionQueryService } from './question/question-query.service';
import { QuestionWriteService } from './question/question-write.service';

/** Exam authoring: question banks, questions, papers, and the paper freezer used when publishing examinations. */
export interface ExamAuthoringServices {
  banks: QuestionBankService;
  questionQueries: QuestionQueryService;
  questionWrites: QuestionWriteService;
  questionOptions: QuestionOptionService;
  questionImport: QuestionImportService;
  questionExport: QuestionExportService;
  paperQueries: PaperQueryService;
  paperWrites: PaperWriteService;
  paperQuestions: PaperQuestionService;
  paperFreezer: PaperFreezeService;
  paperExports: PaperExportService;
}

export function createExamAuthoringServices(menus: MenuService, invalidation: CacheInvalidation): ExamAuthoringServices {
  return {
    banks: new QuestionBankService(menus, invalidation),
    questionQueries: new QuestionQueryService(menus, new QuestionBankNames(invalidation)),
    questionWrites: new QuestionWriteService(menus),
    questionOptions: new QuestionOptionService(menus),
    questionImport: new QuestionImportService(menus),
    questionExport: new QuestionExportService(menus),
    paperQueries: new PaperQueryService(menus),
    paperWrites: new PaperWriteService(menus),
    paperQuestions: new PaperQuestionService(menus),
    paperFreezer: new PaperFreezeService(),
    paperExports: new PaperExportService(menus),
  };
}

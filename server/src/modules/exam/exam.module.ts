import { defineModule } from '../../core/module/module-descriptor';
import { ExamAccommodation } from './accommodation/accommodation.entity';
import { AccommodationResolver } from './accommodation/accommodation.resolver';
import { EXAM_ACCESS_MESSAGES } from './accommodation/exam-access.messages';
import { AttemptItem } from './attempt/attempt-item.entity';
import { Attempt } from './attempt/attempt.entity';
import { AttemptResolver } from './attempt/attempt.resolver';
import { EXAM_ATTEMPT_MESSAGES } from './attempt/exam-attempt.messages';
import { IntegrityEvent } from './attempt/integrity-event.entity';
import { ResponseFile } from './attempt/response-file.entity';
import { QuestionBank } from './bank/question-bank.entity';
import { QuestionBankResolver } from './bank/question-bank.resolver';
import { ExamCandidateResolver } from './candidate/candidate.resolver';
import { ExamCandidate } from './candidate/exam-candidate.entity';
import { ExamDashboardResolver } from './dashboard/dashboard.resolver';
import type { ExamAttemptServices } from './exam-attempt-services';
import type { ExamAuthoringServices } from './exam-authoring-services';
import { EXAM_AUTHORING_MESSAGES } from './exam-authoring.messages';
import type { ExamDeliveryServices } from './exam-delivery-services';
import { EXAM_DELIVERY_MESSAGES } from './exam-delivery.messages';
import type { ExamGradingServices } from './exam-grading-services';
import { ExamAudienceDept } from './examination/exam-audience-dept.entity';
import { EXAM_AUTHORING_FLOW_MESSAGES } from './examination/exam-authoring-flow.messages';
import { ExamPaperSnapshot } from './examination/exam-paper-snapshot.entity';
import { EXAM_TIMING_MESSAGES } from './examination/exam-timing.messages';
import { Examination } from './examination/examination.entity';
import { ExaminationResolver } from './examination/examination.resolver';
import { EXAM_GRADING_PAPER_MESSAGES } from './grading/exam-grading-paper.messages';
import { EXAM_GRADING_MESSAGES } from './grading/exam-grading.messages';
import { GradeChange } from './grading/grade-change.entity';
import { GradeChangeResolver } from './grading/grade-change.resolver';
import { GradingLock } from './grading/grading-lock.entity';
import { GradingPaperResolver } from './grading/grading-paper.resolver';
import { GradingResolver } from './grading/grading.resolver';
import { KeyOverride } from './grading/key-override.entity';
import { PaperDrawRule } from './paper/paper-draw-rule.entity';
import { PaperQuestion } from './paper/paper-question.entity';
import { PaperSection } from './paper/paper-section.entity';
import { Paper } from './paper/paper.entity';
import { PaperResolver } from './paper/paper.resolver';
import { EXAM_PROCTOR_MESSAGES } from './proctor/exam-proctor.messages';
import { ProctorAction } from './proctor/proctor-action.entity';
import { ProctorResolver } from './proctor/proctor.resolver';
import { QuestionOption } from './question/question-option.entity';
import { QuestionOptionResolver } from './question/question-option.resolver';
import { Question } from './question/question.entity';
import { QuestionResolver } from './question/question.resolver';
import { ExamStatsResolver } from './stats/stats.resolver';
import type { ExamToolsServices } from './tools/exam-tools-services';
import { EXAM_TOOLS_MESSAGES } from './tools/exam-tools.messages';
import { ExaminationToolsResolver } from './tools/examination-tools.resolver';

/** The services the exam module's resolvers are built from (provided by app's `Services`). */
export interface ExamModuleNeeds {
  examDelivery: ExamDeliveryServices;
  examTools: ExamToolsServices;
  examAttempts: ExamAttemptServices;
  examGrading: ExamGradingServices;
  examAuthoring: ExamAuthoringServices;
}

/** The exam module: everything app/ collects from it (see CONTRIBUTING.md). */
export const EXAM_MODULE = defineModule({
  name: 'exam',
  entities: [
    QuestionBank,
    Question,
    QuestionOption,
    Paper,
    PaperSection,
    PaperQuestion,
    PaperDrawRule,
    Examination,
    ExamPaperSnapshot,
    ExamCandidate,
    ExamAudienceDept,
    ExamAccommodation,
    Attempt,
    AttemptItem,
    ResponseFile,
    IntegrityEvent,
    GradeChange,
    GradingLock,
    KeyOverride,
    ProctorAction,
  ],
  resolvers: [
    ExaminationResolver,
    ExaminationToolsResolver,
    ExamCandidateResolver,
    AccommodationResolver,
    AttemptResolver,
    ProctorResolver,
    GradingResolver,
    GradingPaperResolver,
    GradeChangeResolver,
    ExamStatsResolver,
    ExamDashboardResolver,
    QuestionBankResolver,
    QuestionResolver,
    QuestionOptionResolver,
    PaperResolver,
  ],
  createResolvers: (services: ExamModuleNeeds) => [
    new ExaminationResolver(
      services.examDelivery.examinationQueries,
      services.examDelivery.examinationWrites,
      services.examDelivery.examinationLifecycle,
      services.examDelivery.examinationWindow,
    ),
    new ExaminationToolsResolver(services.examTools.copies, services.examTools.reminders),
    new ExamCandidateResolver(services.examDelivery.roster, services.examDelivery.myExaminations),
    new AccommodationResolver(services.examDelivery.accommodations),
    new AttemptResolver(services.examAttempts),
    new ProctorResolver(services.examAttempts),
    new GradingResolver(
      services.examGrading.queue,
      services.examGrading.grading,
      services.examGrading.releases,
      services.examGrading.regrades,
    ),
    new GradingPaperResolver(services.examGrading.papers, services.examGrading.grading, services.examGrading.gradingExport),
    new GradeChangeResolver(services.examGrading.changes),
    new ExamStatsResolver(services.examGrading.stats, services.examGrading.scores, services.examGrading.statsCompare),
    new ExamDashboardResolver(services.examGrading.staffDashboard),
    new QuestionBankResolver(services.examAuthoring.banks),
    new QuestionResolver(services.examAuthoring.questionQueries, services.examAuthoring.questionWrites),
    new QuestionOptionResolver(services.examAuthoring.questionOptions),
    new PaperResolver(services.examAuthoring.paperQueries, services.examAuthoring.paperWrites, services.examAuthoring.paperQuestions),
  ],
  messages: [
    EXAM_ACCESS_MESSAGES,
    EXAM_ATTEMPT_MESSAGES,
    EXAM_AUTHORING_MESSAGES,
    EXAM_DELIVERY_MESSAGES,
    EXAM_AUTHORING_FLOW_MESSAGES,
    EXAM_TIMING_MESSAGES,
    EXAM_GRADING_PAPER_MESSAGES,
    EXAM_GRADING_MESSAGES,
    EXAM_PROCTOR_MESSAGES,
    EXAM_TOOLS_MESSAGES,
  ],
});

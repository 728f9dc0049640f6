import type { EntityManager } from '@mikro-orm/core';
import { QuestionBank } from '../../modules/exam/bank/question-bank.entity';
import { PaperDrawRule } from '../../modules/exam/paper/paper-draw-rule.entity';
import { PaperQuestion } from '../../modules/exam/paper/paper-question.entity';
import { PaperSection } from '../../modules/exam/paper/paper-section.entity';
import { Paper } from '../../modules/exam/paper/paper.entity';
import { QuestionOption } from '../../modules/exam/question/question-option.entity';
import { Question } from '../../modules/exam/question/question.entity';
import { PaperMode, PaperStatus, QuestionType } from '../../modules/exam/shared/exam-enums';
import { insertMissing } from '../seed-writer';
import { COMPUTER_MATERIAL } from './demo-exam-computer.data';
import { ETHICS_MATERIAL } from './demo-exam-ethics.data';
import { demoQuestionId, demoQuestions, type DemoQuestion } from './demo-exam-questions';
import { SAFETY_MATERIAL } from './demo-exam-safety.data';
import { DEMO_DEPT_IDS, DEMO_EXAM_BANK_IDS, DEMO_PAPER_IDS, DEMO_TENANT_ID, DEMO_USER_IDS } from './demo-ids';

/** The three demo banks with their bank number (part of the generated question ids) and material. */
export const DEMO_BANKS = [
  {
    id: DEMO_EXAM_BANK_IDS.computer,
    number: 1,
    name: '计算机基础',
    code: 'computer-basics',
    description: '计算机硬件、网络、操作系统与办公软件的基础知识。',
    material: COMPUTER_MATERIAL,
  },
  {
    id: DEMO_EXAM_BANK_IDS.safety,
    number: 2,
    name: '安全生产知识',
    code: 'work-safety',
    description: '安全生产方针、消防、用电、急救与作业安全常识。',
    material: SAFETY_MATERIAL,
  },
  {
    id: DEMO_EXAM_BANK_IDS.ethics,
    number: 3,
    name: '职业素养',
    code: 'professional-ethics',
    description: '职业道德、劳动法规与职场通用能力。',
    material: ETHICS_MATERIAL,
  },
] as const;

/** Every generated demo question (all ENABLED). */
export function allDemoQuestions(): DemoQuestion[] {
  return DEMO_BANKS.flatMap((bank) => demoQuestions(bank.id, bank.number, bank.material));
}

/** Sections of the fixed paper: title, type, how many computer questions (from index 0), score each (hundredths). */
const FIXED_SECTIONS: Array<[string, QuestionType, number, number]> = [
  ['一、单选题（每题 2 分）', QuestionType.SINGLE_CHOICE, 10, 200],
  ['二、多选题（每题 4 分）', QuestionType.MULTIPLE_CHOICE, 5, 400],
  ['三、判断题（每题 1 分）', QuestionType.TRUE_FALSE, 10, 100],
  ['四、填空题（每题 4 分）', QuestionType.FILL_BLANK, 5, 400],
  ['五、简答题（每题 10 分）', QuestionType.SHORT_ANSWER, 2, 1000],
  ['六、实操题（10 分）', QuestionType.FILE_UPLOAD, 1, 1000],
];

/** Sections of the rule-drawn paper, one rule each on the safety bank: title, type, count, score each (hundredths). */
const RANDOM_SECTIONS: Array<[string, QuestionType, number, number]> = [
  ['一、单选题（随机 10 题，每题 2 分）', QuestionType.SINGLE_CHOICE, 10, 200],
  ['二、多选题（随机 5 题，每题 4 分）', QuestionType.MULTIPLE_CHOICE, 5, 400],
  ['三、判断题（随机 10 题，每题 2 分）', QuestionType.TRUE_FALSE, 10, 200],
  ['四、填空题（随机 5 题，每题 2 分）', QuestionType.FILL_BLANK, 5, 200],
  ['五、简答题（随机 1 题，15 分）', QuestionType.SHORT_ANSWER, 1, 1500],
  ['六、实操题（随机 1 题，15 分）', QuestionType.FILE_UPLOAD, 1, 1500],
];

/** Question banks (300+ questions, every type) and two READY papers of the demo tenant. Idempotent. */
export async function runDemoExamAuthoringSeed(em: EntityManager): Promise<void> {
  const owned = {
    tenantId: DEMO_TENANT_ID,
    createUser: DEMO_USER_IDS.teacher,
    createDept: DEMO_DEPT_IDS.academic,
    updateUser: DEMO_USER_IDS.teacher,
  };
  await insertMissing(
    em,
    QuestionBank,
    DEMO_BANKS.map((bank) => ({ id: bank.id, ...owned, name: bank.name, code: bank.code, description: bank.description })),
  );
  const questions = allDemoQuestions();
  await insertMissing(
    em,
    Question,
    questions.map(({ options: _options, ...question }) => ({ ...owned, ...question })),
  );
  await insertMissing(
    em,
    QuestionOption,
    questions.flatMap((question) => question.options.map((option) => ({ ...owned, ...option, questionId: question.id }))),
  );

  await insertMissing(em, Paper, [
    {
      id: DEMO_PAPER_IDS.fixed,
      ...owned,
      name: '计算机基础知识测验（固定卷）',
      description: '覆盖全部六种题型的固定试卷，满分 100 分。',
      mode: PaperMode.FIXED,
      passScore: 6000,
      suggestedDurationMin: 60,
      paperStatus: PaperStatus.READY,
      totalScore: 10_000,
    },
    {
      id: DEMO_PAPER_IDS.random,
      ...owned,
      name: '安全生产知识考试（随机卷）',
      description: '每位考生从“安全生产知识”题库按规则随机抽题，满分 100 分。',
      mode: PaperMode.RANDOM_RULES,
      passScore: 6000,
      suggestedDurationMin: 90,
      paperStatus: PaperStatus.READY,
      totalScore: 10_000,
    },
  ]);
  const sectionId = (paper: number, index: number) => `19340000000000${paper}${String(index + 1).padStart(4, '0')}`;
  await insertMissing(em, PaperSection, [
    ...FIXED_SECTIONS.map(([title], index) => ({
      id: sectionId(1, index),
      ...owned,
      paperId: DEMO_PAPER_IDS.fixed,
      title,
      sort: index + 1,
    })),
    ...RANDOM_SECTIONS.map(([title], index) => ({
      id: sectionId(2, index),
      ...owned,
      paperId: DEMO_PAPER_IDS.random,
      title,
      sort: index + 1,
      shuffleQuestions: true,
    })),
  ]);
  await insertMissing(
    em,
    PaperQuestion,
    FIXED_SECTIONS.flatMap(([, type, count, score], section) =>
      Array.from({ length: count }, (_, index) => ({
        id: `1935${section + 1}${String(index + 1).padStart(14, '0')}`,
        ...owned,
        paperId: DEMO_PAPER_IDS.fixed,
        sectionId: sectionId(1, section),
        questionId: demoQuestionId(1, type, index),
        score,
        sort: index + 1,
      })),
    ),
  );
  await insertMissing(
    em,
    PaperDrawRule,
    RANDOM_SECTIONS.map(([, questionType, count, scoreEach], section) => ({
      id: `1936${String(section + 1).padStart(15, '0')}`,
      ...owned,
      paperId: DEMO_PAPER_IDS.random,
      sectionId: sectionId(2, section),
      bankId: DEMO_EXAM_BANK_IDS.safety,
      questionType,
      difficulty: null,
      count,
      scoreEach,
      sort: 1,
    })),
  );
}

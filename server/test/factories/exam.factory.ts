import type { MikroORM } from '@mikro-orm/core';
import pino from 'pino';
import type { Actor } from '../../src/core/auth/actor';
import { TENANT_FILTER } from '../../src/core/db/filters';
import { bindWriteScope } from '../../src/core/db/request-scope';
import type { SignedInContext } from '../../src/core/http/request-context';
import { nextId } from '../../src/core/ids/snowflake';
import { QuestionBank } from '../../src/modules/exam/bank/question-bank.entity';
import { PaperDrawRule } from '../../src/modules/exam/paper/paper-draw-rule.entity';
import { PaperQuestion } from '../../src/modules/exam/paper/paper-question.entity';
import { PaperSection } from '../../src/modules/exam/paper/paper-section.entity';
import { Paper } from '../../src/modules/exam/paper/paper.entity';
import { QuestionOption } from '../../src/modules/exam/question/question-option.entity';
import { Question } from '../../src/modules/exam/question/question.entity';
import { PaperMode, PaperStatus, QuestionStatus, QuestionType } from '../../src/modules/exam/shared/exam-enums';

/** A service-level context of a user of `tenantId` (the tenant filter bound as a request would). */
export function serviceContext(orm: MikroORM, { tenantId, userId = '1' }: { tenantId: string; userId?: string }): SignedInContext {
  const em = orm.em.fork({ useContext: false });
  em.setFilterParams(TENANT_FILTER, { tenantId });
  bindWriteScope(em, { userId, deptId: null });
  const actor: Actor = {
    userId,
    tenantId,
    account: 'test',
    realName: 'test',
    roleIds: [],
    roleAliases: [],
    deptIds: [],
    postIds: [],
    sessionId: '1',
    clientId: 'saber',
    isAdministrator: false,
  };
  return {
    requestId: nextId(),
    language: 'zh-CN',
    ip: '127.0.0.1',
    userAgent: 'jest',
    actor,
    em,
    platformEm: em,
    logger: pino({ level: 'silent' }),
  };
}

export async function buildBank(
  orm: MikroORM,
  { tenantId, name = `题库${nextId().slice(-5)}` }: { tenantId: string; name?: string },
): Promise<QuestionBank> {
  const em = orm.em.fork();
  const bank = em.create(QuestionBank, { tenantId, name, code: `B${nextId().slice(-9)}` });
  await em.flush();
  return bank;
}

export interface QuestionSpec {
  tenantId: string;
  bankId: string;
  /** One by default. */
  count?: number;
  type?: QuestionType;
  status?: QuestionStatus;
  difficulty?: number;
  stem?: string;
}

/** Choice questions get two options, the first correct; other types none. */
export async function buildQuestions(orm: MikroORM, spec: QuestionSpec): Promise<Question[]> {
  const { tenantId, bankId, count = 1 } = spec;
  const em = orm.em.fork();
  const questions: Question[] = [];
  for (let index = 0; index < count; index += 1) {
    const type = spec.type ?? QuestionType.SINGLE_CHOICE;
    const question = em.create(Question, {
      tenantId,
      bankId,
      questionType: type,
      stem: spec.stem ?? `<p>题目 ${index + 1}</p>`,
      difficulty: spec.difficulty ?? 3,
      questionStatus: spec.status ?? QuestionStatus.ENABLED,
      blanks: type === QuestionType.FILL_BLANK ? [['答案']] : [],
    });
    if (type === QuestionType.SINGLE_CHOICE || type === QuestionType.MULTIPLE_CHOICE || type === QuestionType.TRUE_FALSE) {
      em.create(QuestionOption, { tenantId, questionId: question.id, content: '对的', isCorrect: true, sort: 1 });
      em.create(QuestionOption, { tenantId, questionId: question.id, content: '错的', isCorrect: false, sort: 2 });
    }
    questions.push(question);
  }
  await em.flush();
  return questions;
}

export interface PaperSpec {
  tenantId: string;
  status?: PaperStatus;
  mode?: PaperMode;
  passScore?: number;
  /** Fixed questions of the one section, score in hundredths. */
  items?: Array<{ questionId: string; score: number }>;
  rules?: Array<{ bankId: string; type: QuestionType; difficulty?: number | null; count: number; scoreEach: number }>;
}

/** A paper with one section holding the given fixed items and draw rules. */
export async function buildPaper(orm: MikroORM, spec: PaperSpec): Promise<{ paper: Paper; section: PaperSection }> {
  const { tenantId } = spec;
  const em = orm.em.fork();
  const items = spec.items ?? [];
  const rules = spec.rules ?? [];
  const total = items.reduce((sum, item) => sum + item.score, 0) + rules.reduce((sum, rule) => sum + rule.count * rule.scoreEach, 0);
  const paper = em.create(Paper, {
    tenantId,
    name: `试卷${nextId().slice(-5)}`,
    mode: spec.mode ?? PaperMode.MIXED,
    passScore: spec.passScore ?? 0,
    paperStatus: spec.status ?? PaperStatus.READY,
    totalScore: total,
  });
  const section = em.create(PaperSection, { tenantId, paperId: paper.id, title: '一、单选题', sort: 1 });
  items.forEach((item, index) =>
    em.create(PaperQuestion, {
      tenantId,
      paperId: paper.id,
      sectionId: section.id,
      questionId: item.questionId,
      score: item.score,
      sort: index + 1,
    }),
  );
  rules.forEach((rule, index) =>
    em.create(PaperDrawRule, {
      tenantId,
      paperId: paper.id,
      sectionId: section.id,
      bankId: rule.bankId,
      questionType: rule.type,
      difficulty: rule.difficulty ?? null,
      count: rule.count,
      scoreEach: rule.scoreEach,
      sort: index + 1,
    }),
  );
  await em.flush();
  return { paper, section };
}

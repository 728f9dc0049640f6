import type { MikroORM } from '@mikro-orm/core';
import { ExamCandidate } from '../../src/modules/exam/candidate/exam-candidate.entity';
import { ExamAudienceDept } from '../../src/modules/exam/examination/exam-audience-dept.entity';
import { Examination } from '../../src/modules/exam/examination/examination.entity';
import { DEFAULT_REVIEW_POLICY } from '../../src/modules/exam/examination/examination-write.service';
import type { Paper } from '../../src/modules/exam/paper/paper.entity';
import type { Question } from '../../src/modules/exam/question/question.entity';
import { AudienceMode, CandidateStatus, ExamStatus } from '../../src/modules/exam/shared/examination-enums';
import { QuestionType } from '../../src/modules/exam/shared/exam-enums';
import { graphqlToken } from '../helpers/auth-client';
import type TestAgent from 'supertest/lib/agent';
import { buildBank, buildPaper, buildQuestions } from './exam.factory';
import { buildRole, buildUser, type BuiltUser } from './system.factory';

export const HOUR_MS = 60 * 60 * 1000;

/** Every staff code of examinations. */
export const EXAMINATION_STAFF_CODES = [
  'exam_examination',
  'exam_examination_add',
  'exam_examination_edit',
  'exam_examination_delete',
  'exam_examination_view',
  'exam_examination_publish',
  'exam_examination_roster',
  'exam_examination_cancel',
];

/** A READY paper of two single-choice questions worth 5 points each (total 10). */
export async function buildReadyPaper(orm: MikroORM, { tenantId }: { tenantId: string }): Promise<{ paper: Paper; questions: Question[] }> {
  const bank = await buildBank(orm, { tenantId });
  const questions = await buildQuestions(orm, { tenantId, bankId: bank.id, count: 2, type: QuestionType.SINGLE_CHOICE });
  const { paper } = await buildPaper(orm, {
    tenantId,
    passScore: 600,
    items: questions.map((question) => ({ questionId: question.id, score: 500 })),
  });
  return { paper, questions };
}

export interface ExaminationSpec {
  tenantId: string;
  paperId: string;
  status?: ExamStatus;
  openAt?: Date;
  closeAt?: Date;
  audienceMode?: AudienceMode;
  audienceDeptIds?: string[];
  name?: string;
}

/** An examination row written directly (any state), opening in an hour for two hours by default. */
export async function buildExamination(orm: MikroORM, spec: ExaminationSpec): Promise<Examination> {
  const { tenantId } = spec;
  const em = orm.em.fork();
  const now = Date.now();
  const exam = em.create(Examination, {
    tenantId,
    name: spec.name ?? `考试${Math.random().toString(36).slice(2, 7)}`,
    paperId: spec.paperId,
    openAt: spec.openAt ?? new Date(now + HOUR_MS),
    closeAt: spec.closeAt ?? new Date(now + 3 * HOUR_MS),
    durationMin: 60,
    examStatus: spec.status ?? ExamStatus.DRAFT,
    audienceMode: spec.audienceMode ?? AudienceMode.ROSTER,
    audienceDeptIds: spec.audienceDeptIds ?? [],
    reviewPolicy: DEFAULT_REVIEW_POLICY,
  });
  for (const deptId of spec.audienceDeptIds ?? []) {
    em.create(ExamAudienceDept, { tenantId, examinationId: exam.id, deptId });
  }
  await em.flush();
  return exam;
}

export interface CandidateSpec {
  tenantId: string;
  examinationId: string;
  userId: string;
  /** ACTIVE by default. */
  status?: CandidateStatus;
}

export async function buildCandidate(
  orm: MikroORM,
  { tenantId, examinationId, userId, status = CandidateStatus.ACTIVE }: CandidateSpec,
): Promise<ExamCandidate> {
  const em = orm.em.fork();
  const row = em.create(ExamCandidate, { tenantId, examinationId, userId, candidateStatus: status, addedBy: userId });
  await em.flush();
  return row;
}

/** A user of the tenant holding exactly these permission codes, signed in over GraphQL. */
export async function signedInUser(
  orm: MikroORM,
  http: TestAgent,
  { tenantId, deptId, permissions = [] }: { tenantId: string; deptId: string; permissions?: string[] },
): Promise<BuiltUser & { token: string }> {
  const role = await buildRole(orm, { tenantId, alias: `role${Math.random().toString(36).slice(2, 8)}`, permissions });
  const user = await buildUser(orm, { tenantId, roleIds: [role.id], deptId });
  const { accessToken } = await graphqlToken(http, tenantId, user.account, user.password);
  return { ...user, token: accessToken };
}

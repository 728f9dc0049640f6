import type { EntityManager } from '@mikro-orm/core';
import { TENANT_FILTER } from '../../core/db/filters';
import type { SignedInContext } from '../../core/http/request-context';
import { createLogger } from '../../core/logging/logger';
import { ExamCandidate } from '../../modules/exam/candidate/exam-candidate.entity';
import { ExamPaperSnapshot } from '../../modules/exam/examination/exam-paper-snapshot.entity';
import { Examination } from '../../modules/exam/examination/examination.entity';
import { PaperFreezeService } from '../../modules/exam/paper/paper-freeze.service';
import { ExamStatus, ReviewItem, ReviewMoment, TimingMode } from '../../modules/exam/shared/examination-enums';
import { DEMO_DEPT_IDS, DEMO_EXAMINATION_IDS, DEMO_PAPER_IDS, DEMO_TENANT_ID, DEMO_USER_IDS } from './demo-ids';

const DAY_MS = 86_400_000;

/**
 * The demo examination: the fixed paper, published (frozen snapshot), open from the first start for a
 * year, 60 minutes per attempt, two attempts, the demo student on the roster. Idempotent: an existing
 * row is left as it is (its window is not moved on later starts).
 */
export async function runDemoExamDeliverySeed(em: EntityManager): Promise<void> {
  const present = await em.findOne(Examination, { id: DEMO_EXAMINATION_IDS.open }, { filters: { tenant: false, notDeleted: false } });
  if (present) {
    return;
  }
  const tenantEm = em.fork({ useContext: false });
  tenantEm.setFilterParams(TENANT_FILTER, { tenantId: DEMO_TENANT_ID });
  const owned = {
    tenantId: DEMO_TENANT_ID,
    createUser: DEMO_USER_IDS.teacher,
    createDept: DEMO_DEPT_IDS.academic,
    updateUser: DEMO_USER_IDS.teacher,
  };
  const snapshot = await new PaperFreezeService().freeze(seedContext(tenantEm), DEMO_PAPER_IDS.fixed);
  const now = new Date();
  const frozen = tenantEm.create(ExamPaperSnapshot, {
    ...owned,
    examinationId: DEMO_EXAMINATION_IDS.open,
    data: snapshot,
    totalScore: snapshot.totalScore,
  });
  await tenantEm.flush();
  tenantEm.create(Examination, {
    id: DEMO_EXAMINATION_IDS.open,
    ...owned,
    name: '计算机基础知识月度测验',
    description: '示范考试：覆盖六种题型，考试期间可随时开始，每次 60 分钟，最多两次。',
    instructions: '<p>请在 60 分钟内完成全部题目；答案自动保存，交卷后不能修改。简答题与实操题由老师人工批阅。</p>',
    paperId: DEMO_PAPER_IDS.fixed,
    snapshotId: frozen.id,
    openAt: new Date(now.getTime() - 60_000),
    closeAt: new Date(now.getTime() + 365 * DAY_MS),
    timingMode: TimingMode.PER_ATTEMPT,
    durationMin: 60,
    maxAttempts: 2,
    passScore: snapshot.passScore,
    reviewPolicy: {
      [ReviewMoment.DURING]: [],
      [ReviewMoment.IMMEDIATELY_AFTER]: [ReviewItem.SCORE],
      [ReviewMoment.LATER_WHILE_OPEN]: [ReviewItem.SCORE],
      [ReviewMoment.AFTER_CLOSE]: [ReviewItem.SCORE, ReviewItem.CORRECTNESS],
      [ReviewMoment.AFTER_RELEASE]: [
        ReviewItem.SCORE,
        ReviewItem.CORRECTNESS,
        ReviewItem.MARKS_PER_QUESTION,
        ReviewItem.CORRECT_ANSWER,
        ReviewItem.EXPLANATION,
        ReviewItem.FEEDBACK,
      ],
    },
    // Published and already past openAt: stored as the sweep would write it.
    examStatus: ExamStatus.OPEN,
    publishedAt: now,
  });
  tenantEm.create(ExamCandidate, {
    ...owned,
    examinationId: DEMO_EXAMINATION_IDS.open,
    userId: DEMO_USER_IDS.student,
    deptId: DEMO_DEPT_IDS.academic,
    addedBy: DEMO_USER_IDS.teacher,
  });
  await tenantEm.flush();
}

/** The freezer reads the demo tenant's paper through `context.em`; the seed acts as the demo teacher. */
export function seedContext(em: EntityManager): SignedInContext {
  return {
    requestId: 'demo-seed',
    language: 'zh-CN',
    ip: '',
    userAgent: '',
    actor: {
      userId: DEMO_USER_IDS.teacher,
      tenantId: DEMO_TENANT_ID,
      account: 'teacher',
      realName: '李明',
      roleIds: [],
      roleAliases: ['teacher'],
      deptIds: [DEMO_DEPT_IDS.academic],
      postIds: [],
      sessionId: 'demo-seed',
      clientId: 'demo-seed',
      isAdministrator: false,
    },
    em,
    platformEm: em,
    logger: createLogger('silent'),
  };
}

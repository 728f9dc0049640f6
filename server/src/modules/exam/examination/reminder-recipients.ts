import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { Dept } from '../../system/dept/dept.entity';
import { UserDept } from '../../system/user/user-dept.entity';
import { User } from '../../system/user/user.entity';
import { ExamCandidate } from '../candidate/exam-candidate.entity';
import { MAX_CANDIDATES_PER_CALL, withSubDepartments } from '../candidate/roster-members';
import { AudienceMode, CandidateStatus } from '../shared/examination-enums';
import type { Examination } from './examination.entity';

/** Mainland mobile numbers the SMS providers take (sms-message-check.ts); other numbers are skipped. */
const MOBILE = /^(\+86|0086|86)?1\d{10}$/;

/** A candidate to remind: the user and their mobile number. */
export interface ReminderRecipient {
  userId: string;
  phone: string;
}

/**
 * The candidates of an examination who have a mobile number, on an EntityManager bound to its tenant: ACTIVE roster
 * entries, and for a department or whole-tenant audience the approved users it admits, minus REMOVED and EXCUSED
 * entries (the audience rule of exam-audience.ts). At most MAX_CANDIDATES_PER_CALL users are looked at.
 */
export async function reminderRecipients(em: EntityManager, exam: Examination): Promise<ReminderRecipient[]> {
  const entries = await em.find(ExamCandidate, { examinationId: exam.id }, { fields: ['userId', 'candidateStatus'] });
  const users = new Set(entries.filter((entry) => entry.candidateStatus === CandidateStatus.ACTIVE).map((entry) => entry.userId));
  const excluded = new Set(
    entries
      .filter((entry) => entry.candidateStatus === CandidateStatus.REMOVED || entry.candidateStatus === CandidateStatus.EXCUSED)
      .map((entry) => entry.userId),
  );
  const deptIds = exam.audienceDeptIds ?? [];
  if (exam.audienceMode === AudienceMode.ORG_UNITS && deptIds.length > 0) {
    const depts = (em as SqlEntityManager)
      .createQueryBuilder(Dept, 'd')
      .select('d.id')
      .where({ $and: [withSubDepartments(deptIds), { tenantId: exam.tenantId, isDeleted: 0 }] });
    const links = await em.find(
      UserDept,
      { deptId: { $in: depts.getKnexQuery() as unknown as string[] } },
      { fields: ['userId'], limit: MAX_CANDIDATES_PER_CALL },
    );
    links.forEach((link) => users.add(link.userId));
  }
  const everyone = exam.audienceMode === AudienceMode.OPEN_TO_TENANT;
  const ids = [...users].filter((userId) => !excluded.has(userId));
  const rows = everyone
    ? await em.find(User, { pendingApproval: false }, { fields: ['id', 'phone'], limit: MAX_CANDIDATES_PER_CALL })
    : await findUsers(em, ids);
  return rows
    .filter((user) => !excluded.has(user.id))
    .map((user) => ({ userId: user.id, phone: (user.phone ?? '').replace(/[\s-]/g, '') }))
    .filter((recipient) => MOBILE.test(recipient.phone));
}

async function findUsers(em: EntityManager, ids: string[]): Promise<Array<Pick<User, 'id' | 'phone'>>> {
  const found: Array<Pick<User, 'id' | 'phone'>> = [];
  for (let start = 0; start < ids.length && start < MAX_CANDIDATES_PER_CALL; start += 1000) {
    found.push(
      ...(await em.find(User, { id: { $in: ids.slice(start, start + 1000) }, pendingApproval: false }, { fields: ['id', 'phone'] })),
    );
  }
  return found;
}

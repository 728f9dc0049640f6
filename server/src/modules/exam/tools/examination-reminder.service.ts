import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import { translate } from '../../../core/errors/messages';
import type { SignedInContext } from '../../../core/http/request-context';
import { NoticeRecipient } from '../../desk/notice/notice-recipient.entity';
import { NOTICE_PUBLISHED, Notice } from '../../desk/notice/notice.entity';
import { User } from '../../system/user/user.entity';
import type { MenuService } from '../../system/menu/menu.service';
import { Attempt } from '../attempt/attempt.entity';
import { ExamCandidate } from '../candidate/exam-candidate.entity';
import { MAX_CANDIDATES_PER_CALL, resolveRosterMembers } from '../candidate/roster-members';
import { effectiveStatus } from '../examination/examination-status';
import { loadExamination } from '../examination/examination-store';
import type { Examination } from '../examination/examination.entity';
import { AttemptState } from '../shared/attempt-enums';
import { AudienceMode, CandidateStatus, ExamStatus } from '../shared/examination-enums';

/** Key of the `notice` dictionary a reminder is filed under: 6 (affairs notice), the bell's "messages" tab. */
export const REMINDER_NOTICE_CATEGORY = 6;

/** Where a candidate opens their examinations (the web's "my exams" page). */
export const MY_EXAMS_PATH = '/exam/my';

/** Published states in which a reminder makes sense (before the window closes). */
const REMINDABLE: ReadonlySet<ExamStatus> = new Set([ExamStatus.SCHEDULED, ExamStatus.OPEN]);

export interface ReminderResult {
  noticeId: string;
  recipients: number;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Exam reminders through the notice system: a published notice addressed (NoticeRecipient) to the examination's
 * candidates who have not submitted yet: ACTIVE roster entries, and for a department or whole-tenant audience the
 * approved users it admits (minus REMOVED and EXCUSED entries). Only they see it among their notices. The text is
 * written in the sender's language; times are shown in the deployment's zone (LEGACY_TIME_ZONE).
 */
export class ExaminationReminderService {
  constructor(
    private readonly menus: MenuService,
    private readonly timeZone: string,
  ) {}

  async send(context: SignedInContext, examinationId: string): Promise<ReminderResult> {
    await this.menus.require(context, 'exam_examination_remind');
    const em = context.em;
    const exam = await loadExamination(em, examinationId);
    const status = effectiveStatus(exam, new Date());
    if (!REMINDABLE.has(status)) {
      throw new AppError('CONFLICT', 'exam.reminderNotPublished', { status });
    }
    const recipients = await this.unsubmittedCandidates(context, exam);
    if (recipients.length === 0) {
      throw new AppError('CONFLICT', 'exam.reminderNoCandidates');
    }
    const notice = await inTransaction(em, async () => {
      const created = em.create(Notice, {
        tenantId: context.actor.tenantId,
        title: translate('exam.reminderTitle', context.language, { name: exam.name }).slice(0, 255),
        category: REMINDER_NOTICE_CATEGORY,
        releaseTime: new Date(),
        content: this.content(context, exam),
        publishState: NOTICE_PUBLISHED,
        addressed: true,
      });
      await em.flush();
      for (let start = 0; start < recipients.length; start += 1000) {
        for (const userId of recipients.slice(start, start + 1000)) {
          em.create(NoticeRecipient, { tenantId: context.actor.tenantId, noticeId: created.id, userId });
        }
        await em.flush();
      }
      return created;
    });
    return { noticeId: notice.id, recipients: recipients.length };
  }

  private async unsubmittedCandidates(context: SignedInContext, exam: Examination): Promise<string[]> {
    const em = context.em;
    const entries = await em.find(ExamCandidate, { examinationId: exam.id }, { fields: ['userId', 'candidateStatus'] });
    const users = new Set(entries.filter((entry) => entry.candidateStatus === CandidateStatus.ACTIVE).map((entry) => entry.userId));
    const excluded = new Set(
      entries
        .filter((entry) => entry.candidateStatus === CandidateStatus.REMOVED || entry.candidateStatus === CandidateStatus.EXCUSED)
        .map((entry) => entry.userId),
    );
    if (exam.audienceMode === AudienceMode.ORG_UNITS && (exam.audienceDeptIds ?? []).length > 0) {
      for (const member of await resolveRosterMembers(context, [], exam.audienceDeptIds ?? [])) {
        users.add(member.userId);
      }
    } else if (exam.audienceMode === AudienceMode.OPEN_TO_TENANT) {
      const everyone = await em.find(User, { pendingApproval: false }, { fields: ['id'], limit: MAX_CANDIDATES_PER_CALL + 1 });
      if (everyone.length > MAX_CANDIDATES_PER_CALL) {
        throw new AppError('VALIDATION', 'exam.tooManyCandidates', { max: MAX_CANDIDATES_PER_CALL });
      }
      everyone.forEach((user) => users.add(user.id));
    }
    const candidates = [...users].filter((userId) => !excluded.has(userId));
    const submitted = new Set<string>();
    for (let start = 0; start < candidates.length; start += 1000) {
      const attempts = await em.find(
        Attempt,
        { examinationId: exam.id, userId: { $in: candidates.slice(start, start + 1000) }, state: AttemptState.SUBMITTED },
        { fields: ['userId'] },
      );
      attempts.forEach((attempt) => submitted.add(attempt.userId));
    }
    return candidates.filter((userId) => !submitted.has(userId));
  }

  private content(context: SignedInContext, exam: Examination): string {
    const format = new Intl.DateTimeFormat(context.language === 'en' ? 'en-GB' : 'zh-CN', {
      timeZone: this.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    const windowValues = { open: format.format(exam.openAt), close: format.format(exam.closeAt), zone: this.timeZone };
    const lines = [
      `<p><strong>${escapeHtml(exam.name)}</strong></p>`,
      `<p>${escapeHtml(translate('exam.reminderWindow', context.language, windowValues))}</p>`,
      `<p>${escapeHtml(translate('exam.reminderDuration', context.language, { minutes: exam.durationMin }))}</p>`,
      `<p><a href="${MY_EXAMS_PATH}?examinationId=${exam.id}">${escapeHtml(translate('exam.reminderLink', context.language))}</a></p>`,
    ];
    return lines.join('');
  }
}

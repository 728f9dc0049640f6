import { inTransaction } from '../../../core/db/transaction';
import { translate } from '../../../core/errors/messages';
import type { SignedInContext } from '../../../core/http/request-context';
import type { MenuService } from '../../system/menu/menu.service';
import { ExamAccommodation } from '../accommodation/accommodation.entity';
import { ExamCandidate } from '../candidate/exam-candidate.entity';
import type { ExaminationQueryService } from '../examination/examination-query.service';
import { loadExamination, writeAudienceDepartments } from '../examination/examination-store';
import { Examination } from '../examination/examination.entity';
import type { ExaminationView } from '../examination/examination.types';
import { CandidateStatus, ExamStatus } from '../shared/examination-enums';

const DAY_MS = 24 * 60 * 60 * 1000;
const NAME_MAX = 255;

/**
 * Where the copy's window goes: an original whose window still lies ahead keeps it; otherwise the window moves
 * forward by whole days to the first day after today (same clock time, same length), so the copy is a valid
 * draft a teacher adjusts before publishing. The release time moves by the same amount.
 */
export function copiedWindowShift(openAt: Date, now: Date): number {
  if (openAt.getTime() > now.getTime()) {
    return 0;
  }
  return (Math.floor((now.getTime() - openAt.getTime()) / DAY_MS) + 1) * DAY_MS;
}

/** The copy's title: "<name> (copy)" / "<name>（副本）", cut so it fits the column. */
export function copiedName(name: string, language: SignedInContext['language']): string {
  const full = translate('exam.copyTitleSuffix', language, { name });
  if (full.length <= NAME_MAX) {
    return full;
  }
  const suffix = full.slice(full.indexOf(name) + name.length);
  return translate('exam.copyTitleSuffix', language, { name: name.slice(0, NAME_MAX - suffix.length - 1) + '…' });
}

/**
 * Copies an examination as a new DRAFT: every setting (timing, attempts, grading, navigation, audience, access
 * code, IP allow list, integrity policy, review policy, instructions), the roster (candidates not removed, as
 * ACTIVE, INVITED or EXCUSED as they were) and the candidates' accommodations (extra time, attempts, integrity
 * exemption, note; not their own windows, which belong to the old dates). Never attempts, snapshot, publication,
 * cancellation or released results.
 */
export class ExaminationCopyService {
  constructor(
    private readonly menus: MenuService,
    private readonly queries: ExaminationQueryService,
  ) {}

  async copy(context: SignedInContext, id: string): Promise<ExaminationView> {
    await this.menus.require(context, 'exam_examination_copy');
    const em = context.em;
    const source = await loadExamination(em, id);
    const shift = copiedWindowShift(source.openAt, new Date());
    const moved = (date: Date) => new Date(date.getTime() + shift);
    const created = await inTransaction(em, async () => {
      const copy = em.create(Examination, {
        tenantId: context.actor.tenantId,
        name: copiedName(source.name, context.language),
        description: source.description ?? null,
        instructions: source.instructions ?? null,
        paperId: source.paperId,
        kind: source.kind,
        openAt: moved(source.openAt),
        closeAt: moved(source.closeAt),
        timingMode: source.timingMode,
        durationMin: source.durationMin,
        overdueHandling: source.overdueHandling,
        graceSec: source.graceSec,
        maxAttempts: source.maxAttempts,
        gradeMethod: source.gradeMethod,
        passScore: source.passScore,
        shuffleQuestions: source.shuffleQuestions,
        shuffleOptions: source.shuffleOptions,
        navigation: source.navigation,
        questionsPerPage: source.questionsPerPage,
        audienceMode: source.audienceMode,
        audienceDeptIds: [...(source.audienceDeptIds ?? [])],
        accessPassword: source.accessPassword ?? null,
        ipAllowList: [...(source.ipAllowList ?? [])],
        requireFullscreen: source.requireFullscreen,
        smsReminder: source.smsReminder,
        smsReminderMinutes: source.smsReminderMinutes,
        maxFocusLoss: source.maxFocusLoss,
        integrityAction: source.integrityAction,
        disableCopyPaste: source.disableCopyPaste,
        reviewPolicy: structuredClone(source.reviewPolicy),
        resultsReleaseAt: source.resultsReleaseAt ? moved(source.resultsReleaseAt) : null,
        examStatus: ExamStatus.DRAFT,
      });
      await em.flush();
      await writeAudienceDepartments(em, copy);
      const now = new Date();
      const candidates = await em.find(ExamCandidate, { examinationId: source.id, candidateStatus: { $ne: CandidateStatus.REMOVED } });
      for (const candidate of candidates) {
        em.create(ExamCandidate, {
          tenantId: copy.tenantId,
          examinationId: copy.id,
          userId: candidate.userId,
          deptId: candidate.deptId ?? null,
          candidateStatus: candidate.candidateStatus,
          addedBy: context.actor.userId,
          addedAt: now,
        });
      }
      const accommodations = await em.find(ExamAccommodation, { examinationId: source.id });
      for (const accommodation of accommodations) {
        em.create(ExamAccommodation, {
          tenantId: copy.tenantId,
          examinationId: copy.id,
          userId: accommodation.userId,
          extraTimePct: accommodation.extraTimePct,
          extraTimeMin: accommodation.extraTimeMin,
          maxAttemptsOverride: accommodation.maxAttemptsOverride ?? null,
          integrityExempt: accommodation.integrityExempt,
          note: accommodation.note ?? null,
        });
      }
      await em.flush();
      return copy;
    });
    return this.queries.present(em, created);
  }
}

import type { EntityManager } from '@mikro-orm/core';
import type { SweepStep } from '../../../core/background/sweep-runner';
import { TENANT_FILTER } from '../../../core/db/filters';
import { AppError } from '../../../core/errors/app-error';
import { formatZoned } from '../../../core/time/zoned-date';
import type { SmsSendService } from '../../resource/sms/sms-send.service';
import { SmsConfig } from '../../resource/sms/sms.entity';
import { ExamStatus } from '../shared/examination-enums';
import { Examination } from './examination.entity';
import { reminderRecipients } from './reminder-recipients';

/** Resource code of the SMS configuration reminders go through when the tenant has one; else its enabled one. */
export const REMINDER_SMS_CODE = 'exam-reminder';

/** The longest lead time an examination may ask for (examination.inputs.ts smsReminderMinutes). */
const MAX_LEAD_MINUTES = 10_080;

/**
 * SMS reminders before an examination opens (opt-in per examination: smsReminder, smsReminderMinutes). Each run
 * finds the SCHEDULED examinations of every tenant whose reminder time has come and that were not reminded yet,
 * claims each with one conditional UPDATE (smsReminderSentAt from null to now: one node, one run, once), then sends
 * one message per candidate with a mobile number through the examination's tenant's SMS configuration coded
 * REMINDER_SMS_CODE, else its enabled one (the verification codes' template usually), with SmsSendService.deliver on
 * an EntityManager bound to that tenant: rate limits and the send log apply. Template
 * variables offered: exam (name), time (the start in LEGACY_TIME_ZONE), minutes (the lead time); the template takes
 * those it declares. A refusal by the provider is in the send log; a send refused before it (no configuration, a
 * template wanting other variables, a number over its limit) is not retried: the run fails with the first such reason
 * after the other examinations were handled, so the sweep logs it.
 */
export class ExaminationReminderSweep implements SweepStep {
  readonly name = 'examinationSmsReminder';

  constructor(
    private readonly sms: SmsSendService,
    private readonly timeZone: string,
  ) {}

  async run(em: EntityManager, now: Date): Promise<number> {
    const due = await em.find(
      Examination,
      {
        smsReminder: true,
        smsReminderSentAt: null,
        examStatus: ExamStatus.SCHEDULED,
        isDeleted: 0,
        openAt: { $gt: now, $lte: new Date(now.getTime() + MAX_LEAD_MINUTES * 60_000) },
      },
      { filters: { [TENANT_FILTER]: false } },
    );
    let sent = 0;
    const failures: unknown[] = [];
    for (const exam of due.filter((candidate) => candidate.openAt.getTime() - candidate.smsReminderMinutes * 60_000 <= now.getTime())) {
      const claimed = await em.nativeUpdate(
        Examination,
        { id: exam.id, smsReminderSentAt: null, examStatus: ExamStatus.SCHEDULED },
        { smsReminderSentAt: now },
        { filters: { [TENANT_FILTER]: false } },
      );
      if (claimed === 1) {
        sent += await this.remind(em, exam, failures);
      }
    }
    if (failures.length > 0) {
      throw new Error(`exam SMS reminders: ${failures.length} send(s) refused`, { cause: failures[0] });
    }
    return sent;
  }

  /** Sends the reminder of one claimed examination; answers how many candidates the provider accepted. */
  private async remind(em: EntityManager, exam: Examination, failures: unknown[]): Promise<number> {
    const tenantEm = em.fork({ clear: true, useContext: false });
    tenantEm.setFilterParams(TENANT_FILTER, { tenantId: exam.tenantId });
    const sender = { tenantId: exam.tenantId, userId: exam.createUser ?? '0' };
    const params = [
      { name: 'exam', value: exam.name.slice(0, 35) },
      { name: 'time', value: formatZoned(exam.openAt, this.timeZone).slice(0, 16) },
      { name: 'minutes', value: String(exam.smsReminderMinutes) },
    ];
    const own = (await tenantEm.count(SmsConfig, { smsCode: REMINDER_SMS_CODE })) > 0;
    let accepted = 0;
    for (const recipient of await reminderRecipients(tenantEm, exam)) {
      try {
        const input = { ...(own ? { code: REMINDER_SMS_CODE } : {}), phones: [recipient.phone], params };
        const result = await this.sms.deliver(tenantEm, sender, input, { onlyDeclared: true });
        accepted += result.success ? 1 : 0;
      } catch (error) {
        failures.push(error);
        // No configuration, a template that wants other variables: every candidate would fail the same way.
        if (error instanceof AppError && error.code !== 'RATE_LIMITED') {
          break;
        }
      }
    }
    return accepted;
  }
}

import dayjs from 'dayjs';
import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days of a leave, the server's rule: started days count (09:00-18:00 is one day); 0 until both are set. */
export function leaveDays(start: string, end: string): number {
  if (!start || !end) {
    return 0;
  }
  const from = dayjs(start);
  const to = dayjs(end);
  if (!from.isValid() || !to.isValid() || to.isBefore(from)) {
    return 0;
  }
  return Math.max(1, Math.ceil((to.valueOf() - from.valueOf()) / DAY_MS));
}

/** The longest leave the server accepts (leave.service MAX_LEAVE_DAYS). */
export const MAX_LEAVE_DAYS = 365;

/** The apply form: times are Mantine's local `YYYY-MM-DD HH:mm:ss` strings. Messages are i18n keys. */
export const leaveFormSchema = z
  .object({
    startTime: z.string().min(1, 'workflow:leave.validation.startRequired'),
    endTime: z.string().min(1, 'workflow:leave.validation.endRequired'),
    reason: z.string().trim().min(1, 'workflow:leave.validation.reasonRequired').max(2000, 'workflow:leave.validation.reasonTooLong'),
    approverId: z.string().min(1, 'workflow:leave.validation.approverRequired'),
  })
  .superRefine((values, context) => {
    if (values.startTime && values.endTime && dayjs(values.endTime).isBefore(dayjs(values.startTime))) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: 'workflow:leave.validation.endBeforeStart' });
    } else if (leaveDays(values.startTime, values.endTime) > MAX_LEAVE_DAYS) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: 'workflow:leave.validation.tooLong' });
    }
  });

export type LeaveFormValues = z.infer<typeof leaveFormSchema>;

export const emptyLeaveForm: LeaveFormValues = { startTime: '', endTime: '', reason: '', approverId: '' };

/** The mutation's input: local times as instants. */
export function leaveInput(processDefinitionId: string, values: LeaveFormValues) {
  return {
    processDefinitionId,
    startTime: dayjs(values.startTime).toISOString(),
    endTime: dayjs(values.endTime).toISOString(),
    reason: values.reason.trim(),
    approverId: values.approverId,
  };
}

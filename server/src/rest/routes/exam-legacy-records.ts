import { legacyAudit, legacyDateTime, type AuditData } from '../legacy-format';

/** Legacy shapes of examinations and roster entries (dates as yyyy-MM-dd HH:mm:ss, unset strings "", unset numbers -1). */
export interface ExaminationData extends Omit<AuditData, 'status'> {
  [field: string]: unknown;
  status: string;
  openAt: string;
  closeAt: string;
}

const DATE_FIELDS = ['openAt', 'closeAt', 'resultsReleaseAt', 'resultsReleasedAt', 'publishedAt', 'cancelledAt'];

/** An examination in the legacy shape: dates as yyyy-MM-dd HH:mm:ss, unset strings "", unset numbers -1. */
export function legacyExamination(row: ExaminationData, timeZone: string): Record<string, unknown> {
  const record: Record<string, unknown> = { ...legacyAudit({ ...row, status: null }, timeZone) };
  for (const [field, value] of Object.entries(row)) {
    if (field in record && field !== 'status') {
      continue;
    }
    if (DATE_FIELDS.includes(field)) {
      record[field] = legacyDateTime(value as string | null, timeZone);
    } else if (value === null) {
      record[field] = field === 'totalScore' ? -1 : '';
    } else {
      record[field] = value;
    }
  }
  return record;
}

export interface CandidateData {
  id: string;
  examinationId: string;
  userId: string;
  account: string;
  realName: string;
  deptId: string | null;
  deptName: string | null;
  status: string;
  addedBy: string;
  addedAt: string;
}

/** A roster entry in the legacy shape (examId as the original named it, unset strings ""). */
export function legacyCandidate(row: CandidateData, timeZone: string): Record<string, unknown> {
  return {
    id: row.id,
    examId: row.examinationId,
    examinationId: row.examinationId,
    userId: row.userId,
    account: row.account,
    realName: row.realName,
    deptId: row.deptId ?? '',
    deptName: row.deptName ?? '',
    status: row.status,
    addedBy: row.addedBy,
    addedAt: legacyDateTime(row.addedAt, timeZone),
  };
}

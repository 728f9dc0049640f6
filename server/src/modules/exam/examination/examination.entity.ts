import { DateTimeType, Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { LongTextType } from '../../../core/db/long-text.type';
import {
  AudienceMode,
  ExamKind,
  ExamStatus,
  GradeMethod,
  IntegrityAction,
  NavigationMode,
  OverdueHandling,
  TimingMode,
  type ReviewPolicyData,
} from '../shared/examination-enums';
import { LongJsonType } from '../shared/long-json.type';

/**
 * An examination (the original's exam_examination): a paper delivered to an audience in a time window.
 * `examStatus` is the stored lifecycle state (BaseEntity.status is the row flag); SCHEDULED/OPEN/CLOSING also
 * follow the clock on read (effectiveStatus) and are written back by the sweep. Scores are hundredths.
 */
@Entity({ tableName: 'exam_examination' })
@Index({ properties: ['tenantId', 'examStatus', 'openAt'] })
@Index({ properties: ['examStatus', 'openAt'] })
@Index({ properties: ['examStatus', 'closeAt'] })
export class Examination extends TenantScopedEntity {
  @Property({ type: 'string', length: 255 })
  name!: string;

  /** Plain description shown in lists. */
  @Property({ type: 'string', length: 2000, nullable: true })
  description?: string | null;

  /** Sanitized HTML shown to candidates before they start. */
  @Property({ type: LongTextType, nullable: true })
  instructions?: string | null;

  @Index()
  @Property({ type: IdType })
  paperId!: string;

  /** The frozen paper (exam_paper_snapshot), set on publish. */
  @Property({ type: IdType, nullable: true })
  snapshotId?: string | null;

  @Property({ type: 'string', length: 20, default: ExamKind.FORMAL })
  kind: Opt<ExamKind> = ExamKind.FORMAL;

  @Property({ type: DateTimeType, length: 3 })
  openAt!: Date;

  @Property({ type: DateTimeType, length: 3 })
  closeAt!: Date;

  /**
   * PER_ATTEMPT (the default): each attempt lasts durationMin from its start; FIXED_WINDOW: everyone ends at closeAt.
   * The column's database default stays FIXED_WINDOW (SQLite cannot change a default without rebuilding the table);
   * every row is inserted through the ORM, which writes this initializer, and migration 20261126230000 converted the
   * examinations that had not opened yet (see there).
   */
  @Property({ type: 'string', length: 20, default: TimingMode.FIXED_WINDOW })
  timingMode: Opt<TimingMode> = TimingMode.PER_ATTEMPT;

  /**
   * Minutes an attempt may last from its start (capped by closeAt). FIXED_WINDOW has no duration of its own: the
   * server keeps it equal to the window (openAt to closeAt, whole minutes rounded up), so every page shows what the
   * countdown does and percentage extra time is a share of the window.
   */
  @Property({ type: 'integer' })
  durationMin!: number;

  @Property({ type: 'string', length: 20, default: OverdueHandling.AUTO_SUBMIT })
  overdueHandling: Opt<OverdueHandling> = OverdueHandling.AUTO_SUBMIT;

  /** Seconds after the deadline during which a GRACE_PERIOD attempt may still be submitted. */
  @Property({ type: 'integer', default: 0 })
  graceSec: Opt<number> = 0;

  @Property({ type: 'integer', default: 1 })
  maxAttempts: Opt<number> = 1;

  @Property({ type: 'string', length: 20, default: GradeMethod.HIGHEST })
  gradeMethod: Opt<GradeMethod> = GradeMethod.HIGHEST;

  /** Pass mark, hundredths of a point. */
  @Property({ type: 'integer', default: 0 })
  passScore: Opt<number> = 0;

  @Property({ type: 'boolean', default: false })
  shuffleQuestions: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  shuffleOptions: Opt<boolean> = false;

  @Property({ type: 'string', length: 20, default: NavigationMode.FREE })
  navigation: Opt<NavigationMode> = NavigationMode.FREE;

  /** Questions shown per page; 0 = all on one page. */
  @Property({ type: 'integer', default: 1 })
  questionsPerPage: Opt<number> = 1;

  @Property({ type: 'string', length: 20, default: AudienceMode.ROSTER })
  audienceMode: Opt<AudienceMode> = AudienceMode.ROSTER;

  /** ORG_UNITS audience: the departments (each includes its sub-departments). */
  @Property({ type: new LongJsonType<string[]>(), nullable: true })
  audienceDeptIds?: string[] | null;

  /** Access code candidates must give to start (shown to staff, never to candidates); null: none. */
  @Property({ type: 'string', length: 64, nullable: true })
  accessPassword?: string | null;

  /** Addresses and CIDR ranges (IPv4/IPv6) an attempt may be started or resumed from; null or empty: any. */
  @Property({ type: new LongJsonType<string[]>(), nullable: true })
  ipAllowList?: string[] | null;

  @Property({ type: 'boolean', default: false })
  requireFullscreen: Opt<boolean> = false;

  /** Integrity policy: focus losses tolerated before `integrityAction` (0 = no limit). */
  @Property({ type: 'integer', default: 0 })
  maxFocusLoss: Opt<number> = 0;

  @Property({ type: 'string', length: 20, default: IntegrityAction.LOG_ONLY })
  integrityAction: Opt<IntegrityAction> = IntegrityAction.LOG_ONLY;

  @Property({ type: 'boolean', default: false })
  disableCopyPaste: Opt<boolean> = false;

  /** For each ReviewMoment, the ReviewItems a candidate may see. */
  @Property({ type: new LongJsonType<ReviewPolicyData>() })
  reviewPolicy!: ReviewPolicyData;

  /** Results are released automatically at this time (null: only by hand). */
  @Property({ type: DateTimeType, length: 3, nullable: true })
  resultsReleaseAt?: Date | null;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  resultsReleasedAt?: Date | null;

  /** Opt-in: candidates with a mobile number get an SMS smsReminderMinutes before openAt (examination-reminder-sweep.ts). */
  @Property({ type: 'boolean', default: false })
  smsReminder: Opt<boolean> = false;

  /** Minutes before openAt the reminder goes out (5..10080). */
  @Property({ type: 'integer', default: 60 })
  smsReminderMinutes: Opt<number> = 60;

  /** When a sweep run claimed and sent the reminder; null: not yet (cleared when openAt moves). */
  @Property({ type: DateTimeType, length: 3, nullable: true })
  smsReminderSentAt?: Date | null;

  @Property({ type: 'string', length: 20, default: ExamStatus.DRAFT })
  examStatus: Opt<ExamStatus> = ExamStatus.DRAFT;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  publishedAt?: Date | null;

  @Property({ type: 'string', length: 500, nullable: true })
  cancelReason?: string | null;

  @Property({ type: DateTimeType, length: 3, nullable: true })
  cancelledAt?: Date | null;
}

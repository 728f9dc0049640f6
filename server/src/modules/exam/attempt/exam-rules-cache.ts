import type { EntityManager } from '@mikro-orm/core';
import { makeRoom } from '../../../core/cache/bounded-map';
import { SingleFlight } from '../../../core/cache/single-flight';
import { AppError } from '../../../core/errors/app-error';
import { Examination } from '../examination/examination.entity';
import type { IntegrityAction, OverdueHandling } from '../shared/examination-enums';
import { allowListMatcher } from '../shared/ip-allow-list';

/** The parts of an examination the answering hot path needs. */
export interface ExamRules {
  id: string;
  name: string;
  graceSec: number;
  overdueHandling: OverdueHandling;
  maxFocusLoss: number;
  integrityAction: IntegrityAction;
  passScore: number;
  /** Whether an address may answer (the IP allow-list, built once per cached entry; always true without a list). */
  allowsAddress: (address: string) => boolean;
}

/**
 * Examination rules read by every save, kept a few seconds per process so a save is one read of the
 * attempt and one write. After an examination opens these rules hardly change (closeAt may move, but deadlines
 * are stored on the attempts; an edited allow-list applies within the lifetime), so a short lifetime is safe.
 */
export class ExamRulesCache {
  private readonly entries = new Map<string, { until: number; rules: ExamRules }>();
  /** Every save of an examination misses at once when its entry expires: one read for all of them. */
  private readonly loads = new SingleFlight<ExamRules>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly capacity = 1000,
  ) {}

  /**
   * Reads through `emOf()` on a miss only (tenant filter applies unless `allTenants` is given, for the sweeps): a hit
   * makes no EntityManager (a request's is forked on first use).
   */
  async get(emOf: () => EntityManager, examinationId: string, options: { allTenants?: boolean } = {}): Promise<ExamRules> {
    const now = Date.now();
    const hit = this.entries.get(examinationId);
    if (hit && hit.until > now) {
      return hit.rules;
    }
    // Callers reach here with the examination of their own attempt: those sharing a read share the examination.
    return this.loads.run(`${examinationId}\u0000${options.allTenants === true}`, () => this.load(emOf(), examinationId, options));
  }

  private async load(em: EntityManager, examinationId: string, options: { allTenants?: boolean }): Promise<ExamRules> {
    const exam = await em.findOne(
      Examination,
      { id: examinationId },
      options.allTenants ? { filters: { tenant: false, notDeleted: false } } : {},
    );
    if (!exam) {
      throw new AppError('NOT_FOUND', 'exam.examinationNotFound');
    }
    const rules: ExamRules = {
      id: exam.id,
      name: exam.name,
      graceSec: exam.graceSec,
      overdueHandling: exam.overdueHandling,
      maxFocusLoss: exam.maxFocusLoss,
      integrityAction: exam.integrityAction,
      passScore: exam.passScore,
      allowsAddress: allowListMatcher(exam.ipAllowList ?? []),
    };
    const now = Date.now();
    this.entries.delete(examinationId);
    makeRoom(this.entries, this.capacity, now);
    this.entries.set(examinationId, { until: now + this.ttlMs, rules });
    return rules;
  }
}

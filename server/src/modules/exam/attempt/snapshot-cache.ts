import type { EntityManager } from '@mikro-orm/core';
import { trimToCapacity } from '../../../core/cache/bounded-map';
import { SingleFlight } from '../../../core/cache/single-flight';
import { AppError } from '../../../core/errors/app-error';
import { ExamPaperSnapshot } from '../examination/exam-paper-snapshot.entity';
import type { PaperSnapshotData, SnapshotQuestion } from '../shared/paper-snapshot.types';
import { questionsById } from './attempt-layout';

/** A frozen paper with its questions indexed by id. */
export interface CachedSnapshot {
  id: string;
  tenantId: string;
  data: PaperSnapshotData;
  questions: Map<string, SnapshotQuestion>;
  sectionTitles: Map<string, string>;
}

/**
 * Snapshots never change once written (reference/exam-domain.md §d.2: serve the paper from a cache), so this
 * process keeps the most recently used ones in memory, keyed by id and checked against the caller's tenant.
 */
export class SnapshotCache {
  private readonly entries = new Map<string, CachedSnapshot>();
  /** The first requests of a paper (every candidate starting at once) read it once. */
  private readonly loads = new SingleFlight<CachedSnapshot>();

  constructor(private readonly capacity = 64) {}

  /**
   * `emOf()` is called on a miss only (a hit makes no EntityManager). `allTenants`: the background jobs' read (no tenant
   * filter on the EntityManager); the row's tenant must still match.
   */
  async get(
    emOf: () => EntityManager,
    snapshotId: string,
    tenantId: string,
    options: { allTenants?: boolean } = {},
  ): Promise<CachedSnapshot> {
    const cached = this.entries.get(snapshotId);
    if (cached && cached.tenantId === tenantId) {
      // Refresh its place in the LRU order.
      this.entries.delete(snapshotId);
      this.entries.set(snapshotId, cached);
      return cached;
    }
    return this.loads.run(`${snapshotId}\u0000${tenantId}\u0000${options.allTenants === true}`, () =>
      this.load(emOf(), snapshotId, tenantId, options),
    );
  }

  private async load(em: EntityManager, snapshotId: string, tenantId: string, options: { allTenants?: boolean }): Promise<CachedSnapshot> {
    const row = await em.findOne(ExamPaperSnapshot, { id: snapshotId }, options.allTenants ? { filters: { tenant: false } } : {});
    if (!row || row.tenantId !== tenantId) {
      throw new AppError('NOT_FOUND', 'exam.examinationNotFound');
    }
    const entry: CachedSnapshot = {
      id: row.id,
      tenantId: row.tenantId,
      data: row.data,
      questions: questionsById(row.data),
      sectionTitles: new Map(row.data.sections.map((section) => [section.sectionId, section.title])),
    };
    this.entries.set(snapshotId, entry);
    trimToCapacity(this.entries, this.capacity);
    return entry;
  }
}

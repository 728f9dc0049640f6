import type { EntityManager } from '@mikro-orm/core';
import { raw, type EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import type { ExaminationAttemptCounter, ExaminationAttemptCounts } from '../examination/examination-events';
import { AttemptGradingState, AttemptState, RUNNING_ATTEMPT_STATES } from '../shared/attempt-enums';
import { Attempt } from './attempt.entity';

/** Running and awaiting-grading attempt counts per examination (one grouped read for a whole page). */
export class AttemptCountLookup implements ExaminationAttemptCounter {
  async countsOf(em: EntityManager, examinationIds: string[]): Promise<Map<string, ExaminationAttemptCounts>> {
    const counts = new Map<string, ExaminationAttemptCounts>(examinationIds.map((id) => [id, { running: 0, awaitingGrading: 0 }]));
    if (examinationIds.length === 0) {
      return counts;
    }
    const query = (em as SqlEntityManager)
      .createQueryBuilder(Attempt, 'a')
      .select(['a.examinationId', 'a.state', raw('count(*) as attempts')])
      .where({
        examinationId: { $in: examinationIds },
        $or: [
          { state: { $in: [...RUNNING_ATTEMPT_STATES] } },
          { state: AttemptState.SUBMITTED, gradingState: { $ne: AttemptGradingState.GRADED } },
        ],
      })
      .groupBy(['a.examinationId', 'a.state']);
    // Query builders skip the default filters unless asked: this adds the tenant and not-deleted conditions.
    await query.applyFilters();
    const rows: Array<{ examinationId: string | number; state: string; attempts: number | string }> = await query.execute('all', true);
    for (const row of rows) {
      const entry = counts.get(String(row.examinationId));
      if (!entry) {
        continue;
      }
      if (row.state === AttemptState.SUBMITTED) {
        entry.awaitingGrading += Number(row.attempts);
      } else {
        entry.running += Number(row.attempts);
      }
    }
    return counts;
  }
}

import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { containsPattern } from '../../../core/db/list-query';
import { AppError } from '../../../core/errors/app-error';
import type { PageInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { User } from '../../system/user/user.entity';
import type { MenuService } from '../../system/menu/menu.service';
import { Attempt } from '../attempt/attempt.entity';
import { IntegrityEvent } from '../attempt/integrity-event.entity';
import { loadExamination } from '../examination/examination-store';
import { ProctorAction } from './proctor-action.entity';
import { actionViews, integrityEventViews } from './proctor-history';
import { proctorRows } from './proctor-rows';
import { loadFreshAttempt, PROCTOR_CODE } from './proctor-transition';
import type { ProctorAttemptFilter } from './proctor.inputs';
import type { ProctorActionView, ProctorAttemptPage, ProctorIntegrityEvent } from './proctor.types';

/** Most history rows one call returns (newest first). */
const HISTORY_LIMIT = 500;

/** The proctor console's reads: the attempts of an examination, an attempt's integrity events, the action history. */
export class ProctorQueryService {
  constructor(private readonly menus: MenuService) {}

  /** One page of an examination's attempts with live time and progress (a fixed number of queries per page). */
  async attempts(
    context: SignedInContext,
    examinationId: string,
    filter: ProctorAttemptFilter | null | undefined,
    page: PageInput,
  ): Promise<ProctorAttemptPage> {
    await this.menus.require(context, PROCTOR_CODE);
    const em = context.em as SqlEntityManager;
    const exam = await loadExamination(em, examinationId);
    const where: FilterQuery<Attempt> & Record<string, unknown> = { examinationId: exam.id };
    if (filter?.state) {
      where['state'] = filter.state;
    }
    const keyword = filter?.keyword?.trim();
    if (keyword) {
      const pattern = containsPattern(keyword);
      const users = em
        .createQueryBuilder(User, 'u')
        .select('u.id')
        .where({
          tenantId: context.actor.tenantId,
          isDeleted: 0,
          $or: [{ account: { $like: pattern } }, { realName: { $like: pattern } }],
        });
      where['userId'] = { $in: users.getKnexQuery() as unknown as string[] };
    }
    const [records, total] = await em.findAndCount(Attempt, where, {
      exclude: ['layout'],
      orderBy: { startedAt: 'desc', id: 'desc' },
      limit: page.size,
      offset: (page.current - 1) * page.size,
      refresh: true,
    });
    return {
      records: await proctorRows(em, records, new Date()),
      total,
      size: page.size,
      current: page.current,
      pages: Math.ceil(total / page.size),
    };
  }

  /** Every integrity event of an attempt, oldest first. */
  async integrityEvents(context: SignedInContext, attemptId: string): Promise<ProctorIntegrityEvent[]> {
    await this.menus.require(context, PROCTOR_CODE);
    const attempt = await loadFreshAttempt(context, attemptId);
    const events = await context.em.find(
      IntegrityEvent,
      { attemptId: attempt.id },
      { orderBy: { createTime: 'asc', id: 'asc' }, refresh: true },
    );
    return integrityEventViews(context.em, events);
  }

  /** Proctor actions on one attempt or on every attempt of an examination, newest first. */
  async actions(
    context: SignedInContext,
    attemptId: string | null | undefined,
    examinationId: string | null | undefined,
  ): Promise<ProctorActionView[]> {
    await this.menus.require(context, PROCTOR_CODE);
    const em = context.em;
    let where: FilterQuery<ProctorAction>;
    if (attemptId) {
      where = { attemptId: (await loadFreshAttempt(context, attemptId)).id };
    } else if (examinationId) {
      where = { examinationId: (await loadExamination(em, examinationId)).id };
    } else {
      throw new AppError('VALIDATION', 'exam.proctorFilterInvalid', {}, [{ field: 'attemptId', messageKey: 'exam.proctorFilterInvalid' }]);
    }
    const actions = await em.find(ProctorAction, where, { orderBy: { createTime: 'desc', id: 'desc' }, limit: HISTORY_LIMIT });
    const attemptIds = [...new Set(actions.map((action) => action.attemptId))];
    const owners = attemptIds.length > 0 ? await em.find(Attempt, { id: { $in: attemptIds } }, { fields: ['id', 'userId'] }) : [];
    return actionViews(em, actions, new Map(owners.map((owner) => [owner.id, owner.userId])));
  }
}

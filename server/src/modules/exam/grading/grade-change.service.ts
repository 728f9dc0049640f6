import { AppError } from '../../../core/errors/app-error';
import type { SignedInContext } from '../../../core/http/request-context';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { User } from '../../system/user/user.entity';
import { AttemptItem } from '../attempt/attempt-item.entity';
import { toPoints } from '../shared/exam-score';
import { GradeChange } from './grade-change.entity';
import type { GradeChangeView } from './grade-change.types';

/** The audit of an answer's score changes for graders (who, when, old and new score, reason, source), newest first. */
export class GradeChangeService {
  constructor(private readonly menus: MenuService) {}

  async list(context: SignedInContext, attemptItemId: string): Promise<GradeChangeView[]> {
    await this.menus.require(context, 'exam_grade');
    const { em } = context;
    // The tenant filter hides other tenants' answers: they are "not found", as in the grading queue.
    const item = isId(attemptItemId) ? await em.findOne(AttemptItem, { id: attemptItemId }, { fields: ['id'] }) : null;
    if (!item) {
      throw new AppError('NOT_FOUND', 'exam.gradeItemNotFound');
    }
    const changes = await em.find(GradeChange, { attemptItemId: item.id }, { orderBy: { changedAt: 'desc', id: 'desc' } });
    const userIds = [...new Set(changes.map((change) => change.byUserId))];
    const users = new Map(
      userIds.length === 0
        ? []
        : (await em.find(User, { id: { $in: userIds } }, { fields: ['id', 'account', 'realName'], filters: { notDeleted: false } })).map(
            (user) => [user.id, user],
          ),
    );
    return changes.map((change) => {
      const user = users.get(change.byUserId);
      return {
        id: change.id,
        attemptItemId: change.attemptItemId,
        byUserId: change.byUserId,
        byUserName: user?.realName || user?.account || '',
        changedAt: change.changedAt,
        oldScore: change.oldScore === null || change.oldScore === undefined ? null : toPoints(change.oldScore),
        newScore: toPoints(change.newScore),
        reason: change.reason ?? null,
        kind: change.kind,
      };
    });
  }
}

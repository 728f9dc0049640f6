import { raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import type { CacheInvalidation } from '../../../core/cache/invalidation';
import { lockRows } from '../../../core/db/dialect';
import { containsPattern, findPage, orderByOf } from '../../../core/db/list-query';
import { inTransaction } from '../../../core/db/transaction';
import { AppError } from '../../../core/errors/app-error';
import { freeUniqueValue, refusingDuplicates } from '../../../core/db/live-unique';
import type { PageInput, PageResult, SortInput } from '../../../core/graphql/page.types';
import type { SignedInContext } from '../../../core/http/request-context';
import { requireIdList } from '../../../core/ids/id-list';
import { isId } from '../../../core/ids/snowflake';
import type { MenuService } from '../../system/menu/menu.service';
import { PaperDrawRule } from '../paper/paper-draw-rule.entity';
import { Paper } from '../paper/paper.entity';
import { Question } from '../question/question.entity';
import { QuestionBank } from './question-bank.entity';
import type { QuestionBankFilter, QuestionBankInput } from './question-bank.inputs';
import { toQuestionBankView, type QuestionBankView } from './question-bank.types';

const SORTABLE = ['name', 'code', 'createTime', 'updateTime'] as const;
/** Who may read banks: their editors, and the editors of questions and papers (bank pickers). */
export const BANK_READ_CODES = ['exam_bank', 'exam_question', 'exam_paper'] as const;

/** Question banks of the caller's tenant (the tenant filter scopes every query). */
export class QuestionBankService {
  constructor(
    private readonly menus: MenuService,
    private readonly invalidation: CacheInvalidation,
  ) {}

  async page(
    context: SignedInContext,
    filter: QuestionBankFilter | null | undefined,
    page: PageInput,
    sort?: SortInput[] | null,
  ): Promise<PageResult<QuestionBankView>> {
    await this.menus.require(context, ...BANK_READ_CODES);
    const where: FilterQuery<QuestionBank> = {};
    const keyword = filter?.keyword?.trim();
    if (keyword) {
      where.$or = [{ name: { $like: containsPattern(keyword) } }, { code: { $like: containsPattern(keyword) } }];
    }
    if (filter?.name?.trim()) {
      where.name = { $like: containsPattern(filter.name.trim()) };
    }
    if (filter?.code?.trim()) {
      where.code = { $like: containsPattern(filter.code.trim()) };
    }
    const result = await findPage(
      context.em,
      QuestionBank,
      where,
      page,
      orderByOf<QuestionBank>(sort, SORTABLE, { createTime: 'desc', id: 'desc' }),
    );
    const counts = await questionCounts(
      context,
      result.records.map((bank) => bank.id),
    );
    return { ...result, records: result.records.map((bank) => toQuestionBankView(bank, counts.get(bank.id) ?? 0)) };
  }

  async detail(context: SignedInContext, id: string): Promise<QuestionBankView> {
    await this.menus.require(context, ...BANK_READ_CODES);
    const bank = await this.find(context, id);
    return toQuestionBankView(bank, (await questionCounts(context, [bank.id])).get(bank.id) ?? 0);
  }

  /** Adds (exam_bank_add) or changes (exam_bank_edit) a bank; codes stay unique in the tenant. */
  async submit(context: SignedInContext, input: QuestionBankInput): Promise<QuestionBankView> {
    await this.menus.require(context, input.id ? 'exam_bank_edit' : 'exam_bank_add');
    const em = context.em;
    const existing = input.id ? await this.find(context, input.id) : null;
    const code = input.code.trim();
    const taken = () =>
      new AppError('CONFLICT', 'exam.bankCodeExists', { code }, [{ field: 'code', messageKey: 'exam.bankCodeExists', params: { code } }]);
    // A deleted bank (always empty: non-empty banks cannot be deleted) gives its code up for good.
    await freeUniqueValue(em, QuestionBank, { code }, existing?.id, taken);
    const values = { name: input.name.trim(), code, description: input.description?.trim() || null };
    const bank = existing ? Object.assign(existing, values) : em.create(QuestionBank, { ...values, tenantId: context.actor.tenantId });
    await refusingDuplicates(() => em.flush(), taken);
    this.invalidation.publish({ topic: 'names', tenantId: context.actor.tenantId });
    return toQuestionBankView(bank, (await questionCounts(context, [bank.id])).get(bank.id) ?? 0);
  }

  /**
   * Soft-deletes banks. Refused (CONFLICT, nothing deleted) while a bank still holds questions or a
   * paper's draw rule draws from it: deleting questions silently would empty papers and rules.
   */
  async remove(context: SignedInContext, ids: string[]): Promise<number> {
    await this.menus.require(context, 'exam_bank_delete');
    const list = requireIdList(ids);
    const em = context.em;
    // The banks locked first: a question being added to one of them (its submit locks the bank) is counted here.
    const removed = await inTransaction(em, async () => {
      await lockRows(em, QuestionBank, list);
      const banks = await em.find(QuestionBank, { id: { $in: list } });
      const counts = await questionCounts(
        context,
        banks.map((bank) => bank.id),
      );
      for (const bank of banks) {
        const count = counts.get(bank.id) ?? 0;
        if (count > 0) {
          throw new AppError('CONFLICT', 'exam.bankHasQuestions', { name: bank.name, count });
        }
        const rule = await em.findOne(PaperDrawRule, { bankId: bank.id });
        if (rule) {
          const paper = await em.findOne(Paper, { id: rule.paperId });
          if (paper) {
            throw new AppError('CONFLICT', 'exam.bankUsedByRule', { name: bank.name, paper: paper.name });
          }
        }
      }
      if (banks.length === 0) {
        return 0;
      }
      return em.nativeUpdate(
        QuestionBank,
        { id: { $in: banks.map((bank) => bank.id) } },
        { isDeleted: 1, updateUser: context.actor.userId, updateTime: new Date() },
      );
    });
    this.invalidation.publish({ topic: 'names', tenantId: context.actor.tenantId });
    return removed;
  }

  /** The bank (of the caller's tenant) or NOT_FOUND. */
  async find(context: SignedInContext, id: string): Promise<QuestionBank> {
    const bank = isId(id) ? await context.em.findOne(QuestionBank, { id }) : null;
    if (!bank) {
      throw new AppError('NOT_FOUND', 'exam.bankNotFound');
    }
    return bank;
  }
}

/** Number of (not deleted) questions per bank. */
export async function questionCounts(context: SignedInContext, bankIds: string[]): Promise<Map<string, number>> {
  if (bankIds.length === 0) {
    return new Map();
  }
  // Query builders do not apply the default filters: tenant and soft delete are explicit here.
  const rows: Array<{ bankId: string; count: number | string }> = await (context.em as SqlEntityManager)
    .createQueryBuilder(Question, 'question')
    .select(['question.bankId', raw('count(*) as count')])
    .where({ tenantId: context.actor.tenantId, isDeleted: 0, bankId: { $in: bankIds } })
    .groupBy('question.bankId')
    .execute('all', true);
  return new Map(rows.map((row) => [String(row.bankId), Number(row.count)]));
}

import { Field, Int, ObjectType } from 'type-graphql';
import { AuditView, auditOf } from '../../../core/graphql/audit-view.types';
import { createPageType } from '../../../core/graphql/page.types';
import type { QuestionBank } from './question-bank.entity';

@ObjectType('QuestionBank', { description: 'A question bank of the caller’s tenant.' })
export class QuestionBankView extends AuditView {
  @Field({ description: 'Name.' })
  name!: string;

  @Field({ description: 'Code, unique in the tenant.' })
  code!: string;

  @Field(() => String, { nullable: true, description: 'Description.' })
  description!: string | null;

  @Field(() => Int, { description: 'Questions in the bank (any status).' })
  questionCount!: number;
}

export const QuestionBankPage = createPageType(QuestionBankView, 'QuestionBankPage');
export type QuestionBankPage = InstanceType<typeof QuestionBankPage>;

export function toQuestionBankView(bank: QuestionBank, questionCount: number): QuestionBankView {
  return { ...auditOf(bank), name: bank.name, code: bank.code, description: bank.description ?? null, questionCount };
}

import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What an exam reminder did: the notice written and how many candidates it is addressed to.' })
export class ExaminationReminderView {
  @Field(() => ID, { description: 'The notice (addressed to the candidates only).' })
  noticeId!: string;

  @Field(() => Int, { description: 'Candidates who have not submitted yet and receive it.' })
  recipients!: number;
}

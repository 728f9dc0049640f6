import { Field, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { ExaminationSummary } from '../examination/examination.types';

@ObjectType({ description: 'An examination as its candidate sees it in "my exams": window, duration, attempts; never the paper or its keys.' })
export class MyExamination extends ExaminationSummary {
  @Field({ description: 'The examination is OPEN now (starting also needs attempts left).' })
  openNow!: boolean;
}

export const MyExaminationPage = createPageType(MyExamination, 'MyExaminationPage');
export type MyExaminationPage = InstanceType<typeof MyExaminationPage>;

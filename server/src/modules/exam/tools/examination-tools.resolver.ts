import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import { ExaminationView } from '../examination/examination.types';
import type { ExaminationCopyService } from './examination-copy.service';
import type { ExaminationReminderService } from './examination-reminder.service';
import { ExaminationReminderView } from './examination-tools.types';

/** Examination tools beside the lifecycle: copy, reminders. The roster's Excel template and import are REST (multipart). */
@Resolver()
export class ExaminationToolsResolver {
  constructor(
    private readonly copies: ExaminationCopyService,
    private readonly reminders: ExaminationReminderService,
  ) {}

  @Authorized('exam_examination_copy')
  @Mutation(() => ExaminationView, {
    description:
      'Copies an examination as a new DRAFT with its settings, roster and accommodations (never attempts); a window already begun ' +
      'moves to the next days.',
  })
  async copyExamination(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ExaminationView> {
    return this.copies.copy(signedIn(context), id);
  }

  @Authorized('exam_examination_remind')
  @Mutation(() => ExaminationReminderView, {
    description: 'Sends a reminder notice to the candidates of a published examination who have not submitted yet.',
  })
  async sendExaminationReminder(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ExaminationReminderView> {
    return this.reminders.send(signedIn(context), id);
  }
}

import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import { AccommodationInput } from './accommodation.inputs';
import type { AccommodationService } from './accommodation.service';
import { AccommodationView } from './accommodation.types';

@Resolver()
export class AccommodationResolver {
  constructor(private readonly service: AccommodationService) {}

  @Authorized('exam_examination_accommodation')
  @Query(() => [AccommodationView], { description: "The accommodations of an examination's candidates." })
  async accommodations(
    @Arg('examinationId', () => ID) examinationId: string,
    @Ctx() context: RequestContext,
  ): Promise<AccommodationView[]> {
    return this.service.list(signedIn(context), examinationId);
  }

  @Authorized('exam_examination_accommodation')
  @Mutation(() => AccommodationView, {
    description: "Creates or replaces a candidate's accommodation (DRAFT..CLOSING); a running attempt's deadline moves with it.",
  })
  async setAccommodation(
    @Arg('input', () => AccommodationInput) input: AccommodationInput,
    @Ctx() context: RequestContext,
  ): Promise<AccommodationView> {
    return this.service.set(signedIn(context), input);
  }

  @Authorized('exam_examination_accommodation')
  @Mutation(() => Boolean, {
    description: 'Removes an accommodation (DRAFT..CLOSING); a running attempt gets the deadline it would have without it.',
  })
  async removeAccommodation(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<boolean> {
    return this.service.remove(signedIn(context), id);
  }
}

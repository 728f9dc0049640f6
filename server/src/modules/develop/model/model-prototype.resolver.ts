import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import type { RequestContext } from '../../../core/http/request-context';
import { MODEL_READ_CODES } from './model-permissions';
import { PageInput } from '../../../core/graphql/page.types';
import { ModelPrototypeDraft, ModelPrototypePage } from './model.types';
import { ModelPrototype } from './model-prototype.entity';
import { ModelPrototypeInput } from './model-prototype.inputs';
import type { ModelPrototypeService } from './model-prototype.service';

@Resolver()
export class ModelPrototypeResolver {
  constructor(private readonly prototypes: ModelPrototypeService) {}

  @Authorized(...MODEL_READ_CODES)
  @Query(() => [ModelPrototypeDraft], {
    description: "A model's column settings: the stored rows, or (none stored yet) one proposal per column of its table.",
  })
  async modelPrototypeDrafts(@Arg('modelId', () => ID) modelId: string, @Ctx() context: RequestContext): Promise<ModelPrototypeDraft[]> {
    return this.prototypes.drafts(signedIn(context), modelId);
  }

  @Authorized(...MODEL_READ_CODES)
  @Query(() => [ModelPrototype], { description: "A model's stored column settings." })
  async modelPrototypes(@Arg('modelId', () => ID) modelId: string, @Ctx() context: RequestContext): Promise<ModelPrototype[]> {
    return this.prototypes.list(signedIn(context), modelId);
  }

  @Authorized(...MODEL_READ_CODES)
  @Query(() => ModelPrototypePage, { description: 'Stored column settings, one page: of one model, or of all.' })
  async modelPrototypePage(
    @Arg('modelId', () => ID, { nullable: true }) modelId: string | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() context: RequestContext,
  ): Promise<ModelPrototypePage> {
    return this.prototypes.page(signedIn(context), modelId, page ?? new PageInput());
  }

  @Authorized(...MODEL_READ_CODES)
  @Query(() => ModelPrototype, { description: 'One stored column setting.' })
  async modelPrototype(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<ModelPrototype> {
    return this.prototypes.detail(signedIn(context), id);
  }

  @Authorized('model_add', 'model_edit')
  @Mutation(() => [ModelPrototype], { description: "Saves a model's column settings: rows without id are added, with id changed." })
  async submitModelPrototypes(
    @Arg('list', () => [ModelPrototypeInput]) list: ModelPrototypeInput[],
    @Ctx() context: RequestContext,
  ): Promise<ModelPrototype[]> {
    return this.prototypes.submitList(signedIn(context), list);
  }

  @Authorized('model_edit', 'model_delete')
  @Mutation(() => Int, { description: 'Deletes stored column settings; returns how many.' })
  async removeModelPrototypes(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.prototypes.remove(signedIn(context), ids);
  }
}

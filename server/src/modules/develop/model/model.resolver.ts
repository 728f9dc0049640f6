import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { signedIn } from '../../../core/auth/auth-checker';
import { PageInput, SortInput } from '../../../core/graphql/page.types';
import type { RequestContext } from '../../../core/http/request-context';
import { MODEL_READ_CODES } from './model-permissions';
import { DataModel } from './model.entity';
import { ModelFilter, ModelInput } from './model.inputs';
import type { ModelService } from './model.service';
import { ModelDatasourceOption, ModelPage, TableInfoView, TableSummaryView } from './model.types';
import type { ModelSourceService } from './model-source.service';

@Resolver()
export class ModelResolver {
  constructor(
    private readonly models: ModelService,
    private readonly sources: ModelSourceService,
  ) {}

  @Authorized(...MODEL_READ_CODES)
  @Query(() => ModelPage, { description: 'Data models, one page (platform administrator only).' })
  async dataModels(
    @Arg('filter', () => ModelFilter, { nullable: true }) filter: ModelFilter | null,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Arg('sort', () => [SortInput], { nullable: true }) sort: SortInput[] | null,
    @Ctx() context: RequestContext,
  ): Promise<ModelPage> {
    return this.models.page(signedIn(context), filter, page ?? new PageInput(), sort);
  }

  @Authorized(...MODEL_READ_CODES, 'code')
  @Query(() => [DataModel], { description: 'Every data model, for selects.' })
  async dataModelSelect(@Ctx() context: RequestContext): Promise<DataModel[]> {
    return this.models.select(signedIn(context));
  }

  @Authorized(...MODEL_READ_CODES)
  @Query(() => DataModel, { description: 'One data model.' })
  async dataModel(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext): Promise<DataModel> {
    return this.models.detail(signedIn(context), id);
  }

  @Authorized('model_add', 'model_edit')
  @Mutation(() => DataModel, { description: 'Adds a data model (no id) or changes one (with id).' })
  async submitDataModel(@Arg('input', () => ModelInput) input: ModelInput, @Ctx() context: RequestContext): Promise<DataModel> {
    return this.models.submit(signedIn(context), input);
  }

  @Authorized('model_delete')
  @Mutation(() => Int, { description: 'Deletes data models with their column settings and code records; returns how many.' })
  async removeDataModels(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: RequestContext): Promise<number> {
    return this.models.remove(signedIn(context), ids);
  }

  @Authorized(...MODEL_READ_CODES)
  @Query(() => [ModelDatasourceOption], { description: "Datasources a model may use: the built-in one (the product's database) first." })
  async modelDatasources(@Ctx() context: RequestContext): Promise<ModelDatasourceOption[]> {
    return this.sources.options(signedIn(context));
  }

  @Authorized(...MODEL_READ_CODES)
  @Query(() => [TableSummaryView], { description: "Tables of a datasource's own schema." })
  async modelTables(@Arg('datasourceId', () => ID) datasourceId: string, @Ctx() context: RequestContext): Promise<TableSummaryView[]> {
    return this.sources.tables(signedIn(context), datasourceId);
  }

  @Authorized(...MODEL_READ_CODES)
  @Query(() => TableInfoView, { description: "A table of a datasource with its columns (by table name, or a model's table)." })
  async modelTableInfo(
    @Arg('datasourceId', () => ID, { nullable: true, description: "Datasource id; absent with modelId: the model's." })
    datasourceId: string | null,
    @Arg('tableName', () => String, { nullable: true }) tableName: string | null,
    @Arg('modelId', () => ID, { nullable: true }) modelId: string | null,
    @Ctx() context: RequestContext,
  ): Promise<TableInfoView> {
    return this.sources.tableInfoOf(signedIn(context), { datasourceId, tableName, modelId });
  }
}

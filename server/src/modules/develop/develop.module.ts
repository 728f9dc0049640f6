import { defineModule } from '../../core/module/module-descriptor';
import { Datasource } from './datasource/datasource.entity';
import { DATASOURCE_MESSAGES } from './datasource/datasource.messages';
import { DatasourceResolver } from './datasource/datasource.resolver';
import type { DatasourceService } from './datasource/datasource.service';
import type { TenantDatasourceService } from './datasource/tenant-datasource.service';
import { CodeRecord } from './code/code.entity';
import { CODE_MESSAGES } from './code/code.messages';
import { CodeResolver } from './code/code.resolver';
import type { CodeService } from './code/code.service';
import { DataModel } from './model/model.entity';
import { MODEL_MESSAGES } from './model/model.messages';
import { ModelResolver } from './model/model.resolver';
import type { ModelService } from './model/model.service';
import type { ModelSourceService } from './model/model-source.service';
import { ModelPrototype } from './model/model-prototype.entity';
import { ModelPrototypeResolver } from './model/model-prototype.resolver';
import type { ModelPrototypeService } from './model/model-prototype.service';
import { CODEGEN_MESSAGES } from './generator/codegen.messages';
import { CodeGenerationResolver } from './generator/code-generation.resolver';
import type { CodeGenerationService } from './generator/code-generation.service';

/** The services the develop module's resolvers are built from (provided by app's `Services`). */
export interface DevelopModuleNeeds {
  datasources: DatasourceService;
  tenantDatasources: TenantDatasourceService;
  models: ModelService;
  modelSources: ModelSourceService;
  modelPrototypes: ModelPrototypeService;
  codes: CodeService;
  codeGeneration: CodeGenerationService;
}

/** The develop module: everything app/ collects from it (see CONTRIBUTING.md). */
export const DEVELOP_MODULE = defineModule({
  name: 'develop',
  entities: [Datasource, DataModel, ModelPrototype, CodeRecord],
  resolvers: [DatasourceResolver, ModelResolver, ModelPrototypeResolver, CodeResolver, CodeGenerationResolver],
  createResolvers: (services: DevelopModuleNeeds) => [
    new DatasourceResolver(services.datasources, services.tenantDatasources),
    new ModelResolver(services.models, services.modelSources),
    new ModelPrototypeResolver(services.modelPrototypes),
    new CodeResolver(services.codes),
    new CodeGenerationResolver(services.codeGeneration),
  ],
  messages: [DATASOURCE_MESSAGES, MODEL_MESSAGES, CODE_MESSAGES, CODEGEN_MESSAGES],
});

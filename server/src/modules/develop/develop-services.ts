import type { TenantDatabases } from '../../core/db/tenant-databases';
import type { MenuService } from '../system/menu/menu.service';
import type { UsualLogService } from '../log/usual-log.service';
import { CodeService } from './code/code.service';
import { CodeGenerationService } from './generator/code-generation.service';
import type { DatasourceService } from './datasource/datasource.service';
import { ModelService } from './model/model.service';
import { ModelSourceService } from './model/model-source.service';
import { ModelPrototypeService } from './model/model-prototype.service';

/** The services of models, prototypes and code records (app/services.ts spreads them into `Services`). */
export function createDevelopServices(
  menus: MenuService,
  databases: TenantDatabases,
  datasources: DatasourceService,
  codegen: { usualLogs: UsualLogService; enabled: boolean },
): {
  models: ModelService;
  modelSources: ModelSourceService;
  modelPrototypes: ModelPrototypeService;
  codes: CodeService;
  codeGeneration: CodeGenerationService;
} {
  const modelSources = new ModelSourceService(menus, databases, datasources);
  const models = new ModelService(menus, modelSources);
  return {
    models,
    modelSources,
    modelPrototypes: new ModelPrototypeService(menus, models, modelSources),
    codes: new CodeService(menus),
    codeGeneration: new CodeGenerationService(menus, codegen.usualLogs, codegen.enabled),
  };
}

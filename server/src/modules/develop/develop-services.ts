import type { TenantDatabases } from '../../core/db/tenant-databases';
import type { MenuService } from '../system/menu/menu.service';
import { CodeService } from './code/code.service';
import type { DatasourceService } from './datasource/datasource.service';
import { ModelService } from './model/model.service';
import { ModelSourceService } from './model/model-source.service';
import { ModelPrototypeService } from './model/model-prototype.service';

/** The services of models, prototypes and code records (app/services.ts spreads them into `Services`). */
export function createDevelopServices(
  menus: MenuService,
  databases: TenantDatabases,
  datasources: DatasourceService,
): { models: ModelService; modelSources: ModelSourceService; modelPrototypes: ModelPrototypeService; codes: CodeService } {
  const modelSources = new ModelSourceService(menus, databases, datasources);
  const models = new ModelService(menus, modelSources);
  return {
    models,
    modelSources,
    modelPrototypes: new ModelPrototypeService(menus, models, modelSources),
    codes: new CodeService(menus),
  };
}

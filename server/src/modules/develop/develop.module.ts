import { defineModule } from '../../core/module/module-descriptor';
import { Datasource } from './datasource/datasource.entity';
import { DATASOURCE_MESSAGES } from './datasource/datasource.messages';
import { DatasourceResolver } from './datasource/datasource.resolver';
import type { DatasourceService } from './datasource/datasource.service';
import type { TenantDatasourceService } from './datasource/tenant-datasource.service';

/** The services the develop module's resolvers are built from (provided by app's `Services`). */
export interface DevelopModuleNeeds {
  datasources: DatasourceService;
  tenantDatasources: TenantDatasourceService;
}

/** The develop module: everything app/ collects from it (see CONTRIBUTING.md). */
export const DEVELOP_MODULE = defineModule({
  name: 'develop',
  entities: [Datasource],
  resolvers: [DatasourceResolver],
  createResolvers: (services: DevelopModuleNeeds) => [new DatasourceResolver(services.datasources, services.tenantDatasources)],
  messages: [DATASOURCE_MESSAGES],
});

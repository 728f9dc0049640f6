import { defineModule } from '../../core/module/module-descriptor';
import { Region } from './region/region.entity';
import { REGION_MESSAGES } from './region/region.messages';
import { RegionResolver } from './region/region.resolver';
import type { RegionService } from './region/region.service';

/** The services the base module's resolvers are built from (provided by app's `Services`). */
export interface BaseModuleNeeds {
  regions: RegionService;
}

/** The base module: everything app/ collects from it (see CONTRIBUTING.md). */
export const BASE_MODULE = defineModule({
  name: 'base',
  entities: [Region],
  resolvers: [RegionResolver],
  createResolvers: (services: BaseModuleNeeds) => [new RegionResolver(services.regions)],
  messages: [REGION_MESSAGES],
});

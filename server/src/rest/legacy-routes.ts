import type { Services } from '../app/services';
import type { LegacyRoute, LegacyRouteOptions } from './legacy-route';
import { authRoutes } from './routes/auth.routes';
import { logRoutes } from './routes/log.routes';
import { menuRoutes } from './routes/menu.routes';
import { paramRoutes } from './routes/param.routes';
import { resourceRoutes } from './routes/resource.routes';
import { userRoutes } from './routes/user.routes';

/** THE table of legacy paths (under /api): one file of rows per area in routes/; each capability adds its own. */
export function legacyRoutes(services: Services, options: LegacyRouteOptions): LegacyRoute[] {
  return [...authRoutes(services), ...menuRoutes(), ...userRoutes(), ...paramRoutes(options), ...logRoutes(options), ...resourceRoutes(services, options)];
}

import type { EntityClass } from '../core/db/orm-options';
import { MODULES } from './modules';

/** Every entity of the application, collected from the module descriptors (`modules.ts`). */
export const ENTITIES: EntityClass[] = MODULES.flatMap((descriptor) => descriptor.entities);

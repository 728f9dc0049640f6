import type { EntityManager } from '@mikro-orm/core';
import { Param } from './param.entity';

/** Reads system parameters (global settings editable by administrators). */
export class ParamService {
  async valueOf(em: EntityManager, key: string): Promise<string | undefined> {
    const row = await em.findOne(Param, { paramKey: key });
    return row?.paramValue;
  }

  async intValue(em: EntityManager, key: string, fallback: number): Promise<number> {
    const value = await this.valueOf(em, key);
    const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  }
}

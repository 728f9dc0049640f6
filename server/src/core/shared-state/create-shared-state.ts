import { MemorySharedState } from './memory-shared-state';
import { RedisSharedState } from './redis-shared-state';
import type { SharedState } from './shared-state';

/** Redis when `redisUrl` is set (several nodes), else this process's memory (one node). */
export async function createSharedState(redisUrl: string | undefined, onError: (error: Error) => void): Promise<SharedState> {
  return redisUrl ? RedisSharedState.connect(redisUrl, { onError }) : new MemorySharedState();
}

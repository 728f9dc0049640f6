import { randomUUID } from 'node:crypto';
import type { SharedChannel } from '../shared-state/shared-state';
import type { CacheInvalidation, InvalidationEvent } from './invalidation';

/** The channel's topic of cache invalidation events. */
export const INVALIDATION_TOPIC = 'cache:invalidate';

interface RelayedEvent {
  origin: string;
  event: InvalidationEvent;
}

function parse(message: string): RelayedEvent | null {
  try {
    const value = JSON.parse(message) as Partial<RelayedEvent> | null;
    return value && typeof value.origin === 'string' && typeof value.event?.topic === 'string' ? (value as RelayedEvent) : null;
  } catch {
    return null;
  }
}

/**
 * Joins this node's CacheInvalidation to the other nodes through the shared channel: each event published here goes
 * out (tagged with this node, which already delivered it locally), each event of another node is delivered to this
 * node's caches, and after a lost connection (events may have been missed) every cache of the node is dropped.
 * Returns the function that leaves the channel.
 */
export function relayInvalidation(invalidation: CacheInvalidation, channel: SharedChannel, onError: (error: Error) => void): () => void {
  const origin = randomUUID();
  const stopRelay = invalidation.relayTo((event) => {
    channel.publish(INVALIDATION_TOPIC, JSON.stringify({ origin, event } satisfies RelayedEvent)).catch(onError);
  });
  const stopListening = channel.subscribe(INVALIDATION_TOPIC, (message) => {
    const relayed = parse(message);
    if (relayed && relayed.origin !== origin) {
      invalidation.deliver(relayed.event);
    }
  });
  const stopReconnect = channel.onReconnect(() => invalidation.deliver({ topic: 'everything', tenantId: null }));
  return () => {
    stopRelay();
    stopListening();
    stopReconnect();
  };
}

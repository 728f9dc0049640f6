import type { EntityManager } from '@mikro-orm/core';
import { isLockFailure as isDatabaseLockFailure } from '../../../core/db/lock-failure';
import { bindWriteScope, writeScopeOf } from '../../../core/db/request-scope';
import { workflowErrors } from '../workflow-errors';

/** The instance moved between our read of `rev` and our claim (libSQL path): the command is simply run again. */
export class RevisionMoved extends Error {
  constructor() {
    super('instance revision moved');
    this.name = 'RevisionMoved';
  }
}

function isLockFailure(error: unknown): boolean {
  return error instanceof RevisionMoved || isDatabaseLockFailure(error);
}

const ATTEMPTS = 8;

/**
 * Each attempt works on a clean fork (same tenant filter and writer): a failed attempt's unflushed entities must not
 * be flushed by the next one.
 */
function attemptFork(em: EntityManager): EntityManager {
  const fork = em.fork({ clear: true, useContext: false });
  const scope = writeScopeOf(em);
  if (scope) {
    bindWriteScope(fork, scope);
  }
  return fork;
}

/**
 * Runs a command again when it lost a lock race: libSQL answers a second writer with SQLITE_BUSY at once (no busy
 * timeout is configured), MySQL/MariaDB may pick a deadlock victim. Every attempt re-reads everything under its own
 * transaction on a clean fork, so a retry is safe; after the last attempt the caller gets a retryable CONFLICT.
 */
export async function withLockRetry<T>(em: EntityManager, work: (attemptEm: EntityManager) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work(attemptFork(em));
    } catch (error) {
      if (!isLockFailure(error)) {
        throw error;
      }
      if (attempt >= ATTEMPTS) {
        throw workflowErrors.instanceBusy();
      }
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.floor(Math.random() * 20)));
    }
  }
}

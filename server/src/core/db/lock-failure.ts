/** What the databases answer a statement that lost a lock race (it changed nothing). */
const LOCK_FAILURE = /SQLITE_BUSY|database is locked|ER_LOCK_WAIT_TIMEOUT|ER_LOCK_DEADLOCK|Deadlock found|Lock wait timeout/i;

/**
 * Did the statement or transaction fail only because it lost a lock race: libSQL's SQLITE_BUSY (no busy timeout is
 * configured), a MySQL/MariaDB deadlock victim or lock wait timeout? Its work was rolled back; running it again is safe.
 */
export function isLockFailure(error: unknown): boolean {
  if (!(error instanceof Error)) {
    return false;
  }
  const code = (error as { code?: unknown }).code;
  return LOCK_FAILURE.test(`${error.message} ${typeof code === 'string' ? code : ''}`);
}

/** Times work that lost a lock race is run again before its failure is the caller's. */
const LOCK_RETRIES = 3;

/**
 * Runs `work` (one statement outside a transaction, or a whole transaction) again, after a short random pause, when it
 * failed only because it lost a lock race; any other failure, and the last one, is the caller's. `work` must be safe to
 * repeat: the failed run changed nothing.
 */
export async function retryOnLockFailure<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt > LOCK_RETRIES || !isLockFailure(error)) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.floor(Math.random() * 10)));
    }
  }
}

/**
 * The work's result, or the error `timedOut` makes when it takes longer than `timeoutMs` (the work itself is not
 * stopped; its late result or failure is ignored).
 */
export async function withTimeout<T>(work: Promise<T>, timeoutMs: number, timedOut: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(timedOut()), timeoutMs);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

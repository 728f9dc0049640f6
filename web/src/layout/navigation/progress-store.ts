/**
 * How many navigations / page loads are under way; the top progress bar shows while any is.
 * A tiny external store so route components, Suspense fallbacks and the bar share it.
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) {
    listener();
  }
}

export function subscribeProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function pendingProgress(): number {
  return pending;
}

/** Marks one piece of work as started; call the returned function (once) when it ends. */
export function startProgress(): () => void {
  pending += 1;
  emit();
  let done = false;
  return () => {
    if (!done) {
      done = true;
      pending -= 1;
      emit();
    }
  };
}

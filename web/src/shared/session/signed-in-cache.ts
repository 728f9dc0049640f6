// What the signed-in part of the app caches (Apollo Client's store) must not outlive a session. The login page
// runs without Apollo Client (CONTRIBUTING.md, before sign-in), so the client registers its clear function here when it is created
// and a sign-in calls clearSignedInCache() before it stores the new session.

let clearCache: (() => Promise<unknown>) | undefined;

/** Registers the signed-in cache's clear function (the last client created wins). */
export function registerSignedInCache(clear: () => Promise<unknown>): void {
  clearCache = clear;
}

/** Clears the signed-in cache, if one was created (a sign-in after a logout in the same tab). */
export async function clearSignedInCache(): Promise<void> {
  await clearCache?.();
}

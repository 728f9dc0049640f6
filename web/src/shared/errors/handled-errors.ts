import type { DefaultContext } from '@apollo/client';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The caller shows the error itself (e.g. inline on the login form): no toast. Set it only through `handledErrors`. */
    skipErrorNotification?: boolean;
  }
}

/**
 * The one way to silence the global error toast (app/apollo-client.ts) for an operation whose errors the
 * caller shows itself (form field messages, inline alerts, background polling): pass it as the operation's
 * context, `useXxxMutation({ context: handledErrors })` or `client.mutate({ ..., context: handledErrors })`.
 * Session-ending errors are still handled globally. Lint forbids spelling `skipErrorNotification` elsewhere.
 */
// eslint-disable-next-line no-restricted-syntax -- the one place that spells the context field
export const handledErrors: DefaultContext = { skipErrorNotification: true };

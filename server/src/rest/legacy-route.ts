import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import type { DocumentNode } from 'graphql';
import type { RequestContext } from '../core/http/request-context';
import type { LegacyEnvelope } from './legacy-envelope';

export type HttpMethod = 'GET' | 'POST';

/**
 * A legacy path answered by running one GraphQL operation in-process and reshaping its data, as a route file
 * writes it: the operation is a typed document generated from server/src/rest/operations/<area>.graphql, so
 * `reshape` reads the operation's own result type (no casts).
 */
export interface OperationRow<TResult, TVariables, TFollow = TResult> {
  method: HttpMethod;
  /** Path under /api. */
  path: string;
  operation: TypedDocumentNode<TResult, TVariables>;
  variables?: (request: Request) => Record<string, unknown>;
  reshape: (data: TResult | TFollow) => LegacyEnvelope<unknown>;
  /** Answer for anonymous callers on paths the legacy server left public. */
  anonymous?: () => LegacyEnvelope<unknown>;
  /** The operation itself is public (no token needed); otherwise anonymous callers get 401 first. */
  public?: boolean;
  /**
   * A second operation run with the same variables when `when` holds for the first one's data; its
   * data (root fields aliased as the first's) is what `reshape` gets. Lets a GET read first and write
   * only when the read says so (getTestIndex starts an attempt only when none can be shown).
   */
  followUp?: { operation: TypedDocumentNode<TFollow, TVariables>; when: (data: TResult) => boolean };
  /** Required on every legacy submit/update/save path (a test enforces it): how a body with a key updates. */
  partial?: PartialUpdate;
}

/** An operation row in the table the executor runs (the result type checked where the row was written). */
export interface OperationRoute extends Omit<OperationRow<unknown, unknown>, 'operation' | 'followUp'> {
  kind: 'operation';
  operation: DocumentNode;
  followUp?: { operation: DocumentNode; when: (data: unknown) => boolean };
}

/** A typed row into the table: the executor runs exactly `row.operation`, validated against the schema at startup. */
export function operationRoute<TResult, TVariables, TFollow = TResult>(row: OperationRow<TResult, TVariables, TFollow>): OperationRoute {
  // The data handed back is the result of this row's own documents, which is what their generated types describe.
  const reshape = (data: unknown) => row.reshape(data as TResult | TFollow);
  const follow = row.followUp;
  const followUp = follow && { operation: follow.operation, when: (data: unknown) => follow.when(data as TResult) };
  return { ...row, kind: 'operation', reshape, followUp };
}

/**
 * Legacy submit semantics (contract: "insert when id is absent, otherwise update only the non-null
 * fields"). With the key in the body, the stored row is read through the resource's own `detail` route
 * in the caller's context (its tenant filters and access rules; another tenant's id is not found), and
 * the sent non-null fields are merged over it before the route's variables are built. `exempt` names
 * why a path has no stored row to merge (it is not an entity update).
 */
export type PartialUpdate =
  | {
      /** The GET detail path (under /api) answering the stored row in the legacy shape. */
      detail: string;
      /** The body field holding the key, and the detail's query parameter (default `id`). */
      key?: string;
      /**
       * The key is a natural key the client chooses (region `code`): a key that names no stored row inserts
       * the body as sent (contract: "if code exists → update; else insert"). Without it, an unknown key is
       * not found (an id of another tenant must never turn into an insert).
       */
      insertWhenMissing?: boolean;
      /**
       * Names the submit accepts for one field (e.g. `name` and `paperName`): when the body sends any of
       * them, the stored row's values under the others are dropped so that the sent one wins.
       */
      aliases?: string[][];
      /** Adjusts the stored legacy row into the submit body shape, where the two differ. */
      stored?: (row: Record<string, unknown>) => Record<string, unknown>;
    }
  | { exempt: string };

/** A legacy path that is not GraphQL-shaped (token endpoint, captcha, downloads): calls services directly. */
export interface RawRoute {
  kind: 'raw';
  method: HttpMethod;
  path: string;
  handle: (request: Request, response: Response, context: RequestContext) => Promise<void>;
}

export type LegacyRoute = OperationRoute | RawRoute;

export interface LegacyRouteOptions {
  /** Zone of the yyyy-MM-dd HH:mm:ss date strings. */
  timeZone: string;
}

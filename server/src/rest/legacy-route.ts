import type { Request, Response } from 'express';
import type { RequestContext } from '../core/http/request-context';
import type { LegacyEnvelope } from './legacy-envelope';

export type HttpMethod = 'GET' | 'POST';

/** A legacy path answered by running one named GraphQL operation in-process and reshaping its data. */
export interface OperationRoute {
  kind: 'operation';
  method: HttpMethod;
  /** Path under /api. */
  path: string;
  operation: string;
  variables?: (request: Request) => Record<string, unknown>;
  reshape: (data: Record<string, unknown>) => LegacyEnvelope<unknown>;
  /** Answer for anonymous callers on paths the legacy server left public. */
  anonymous?: () => LegacyEnvelope<unknown>;
  /** The operation itself is public (no token needed); otherwise anonymous callers get 401 first. */
  public?: boolean;
}

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

import type { Request, Response } from 'express';
import type { OperationDefinitionNode } from 'graphql';
import type { Actor } from '../auth/actor';
import type { ErrorCode } from '../errors/error-codes';
import type { RequestContext } from './request-context';

export type Transport = 'graphql' | 'rest';
export type OperationType = 'query' | 'mutation' | 'subscription';

/**
 * What the API log needs to know about one request, filled in as the request goes: the middleware
 * starts it, the context factory adds the caller, the transports add the operation and error code.
 */
export interface RequestTrace {
  transport: Transport;
  method: string;
  /** Request URL as received (query included: mask it before storing). */
  url: string;
  startedAt: bigint;
  requestId: string | null;
  actor: Actor | null;
  operationName: string | null;
  operationType: OperationType | null;
  errorCode: ErrorCode | null;
}

const LOCALS_KEY = 'requestTrace';
/** Kept on the context under a symbol, which survives the shallow copies Apollo makes of it. */
const TRACE_KEY = Symbol('requestTrace');

/** Starts the trace of a request (kept in response.locals for the rest of the request). */
export function beginTrace(request: Request, response: Response, transport: Transport): RequestTrace {
  const trace: RequestTrace = {
    transport,
    method: request.method,
    url: request.originalUrl,
    startedAt: process.hrtime.bigint(),
    requestId: null,
    actor: null,
    operationName: null,
    operationType: null,
    errorCode: null,
  };
  response.locals[LOCALS_KEY] = trace;
  return trace;
}

export function traceOfRequest(request: Request): RequestTrace | undefined {
  const value: unknown = request.res?.locals[LOCALS_KEY];
  return value && typeof value === 'object' ? (value as RequestTrace) : undefined;
}

/** Links the request's trace to its context so resolvers' plugins can fill it in. */
export function bindTrace(context: RequestContext, trace: RequestTrace | undefined): void {
  if (trace) {
    trace.requestId = context.requestId;
    trace.actor = context.actor;
    (context as unknown as Record<symbol, RequestTrace>)[TRACE_KEY] = trace;
  }
}

export function traceOf(context: RequestContext | null | undefined): RequestTrace | undefined {
  return context ? (context as unknown as Record<symbol, RequestTrace | undefined>)[TRACE_KEY] : undefined;
}

/** Records the first error code of the request. */
export function traceError(context: RequestContext | null | undefined, code: ErrorCode): void {
  const trace = traceOf(context);
  if (trace && !trace.errorCode) {
    trace.errorCode = code;
  }
}

/** Names the operation in the request's trace (API log): its name, or its root fields joined (GraphQL and the legacy
 * REST routes alike). */
export function traceOperation(
  context: RequestContext,
  operationName: string | null | undefined,
  operation: OperationDefinitionNode,
): void {
  const trace = traceOf(context);
  if (trace) {
    const rootFields = operation.selectionSet.selections.flatMap((selection) => (selection.kind === 'Field' ? [selection.name.value] : []));
    trace.operationName = operationName ?? rootFields.join(',');
    trace.operationType = operation.operation;
  }
}

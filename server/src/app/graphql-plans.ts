import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { RequestContext } from '../core/http/request-context';
import { formatGraphqlErrors } from './apollo';

/**
 * Distinct operation texts remembered (planned or not). The web app sends a few hundred fixed documents (generated hooks);
 * beyond this the oldest text is compiled again when it returns.
 */
const MAX_TEXTS = 1000;

export interface GraphqlPlan {
  operation: OperationDefinitionNode;
  run(context: RequestContext, variables: Record<string, unknown> | undefined): Promise<ExecutionResult> | ExecutionResult;
}

export interface GraphqlPlanOptions {
  /** The validation rules Apollo adds to graphql's own (depth, cost, aliases, directives). */
  validationRules: readonly ValidationRule[];
  maxTokens: number;
  /** The request of a text that is compiled: 1 at once, 2 when it comes back (earlier ones go through Apollo). */
  planAfter: number;
  /** Whether the schema may be introspected (Apollo's `introspection`); when not, `__schema`/`__type` fail validation as in Apollo. */
  introspection: boolean;
}

/** Sets a key of a map bounded to MAX_TEXTS entries, dropping the oldest first. */
function remember<T>(map: Map<string, T>, key: string, value: T): void {
  if (!map.has(key) && map.size >= MAX_TEXTS) {
    map.delete(map.keys().next().value as string);
  }
  map.set(key, value);
}

/** The single operation a document runs for operationName, as graphql's getOperationAST picks it. */
function operationOf(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode | null {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operationName === undefined) {
    return operations.length === 1 ? (operations[0] ?? null) : null;
  }
  return operations.find((operation) => operation.name?.value === operationName) ?? null;
}

/**
 * Compiled plans of the operations POST /graphql runs (graphql-jit over the same schema, so the same resolvers, auth checker,
 * input validation and context), by operation text: a text is parsed, validated with Apollo's rules and compiled once, then
 * every request of it skips parsing, validation and graphql-js's interpretation of the document. Texts that do not parse or
 * validate, subscriptions and bodies Apollo reads differently (extensions, unknown members) are remembered as "not planned"
 * and go through Apollo, which answers them exactly as before.
 */
export class GraphqlPlans {
  /** By operation text: its plan, or null when Apollo serves it. */
  private readonly plans = new Map<string, GraphqlPlan | null>();
  /** Texts seen fewer than planAfter times, with their count: a flood of one-off texts churns this, never the plans. */
  private readonly sightings = new Map<string, number>();
  private readonly rules: readonly ValidationRule[];

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly options: GraphqlPlanOptions,
  ) {
    this.rules = [...specifiedRules, ...options.validationRules, ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule])];
  }

  /** The plan of a request body's operation, or null when Apollo serves it. */
  forBody(body: unknown): GraphqlPlan | null {
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return null;
    }
    const { query, operationName, variables, extensions, ...rest } = body as Record<string, unknown>;
    if (
      typeof query !== 'string' ||
      (operationName !== undefined && operationName !== null && typeof operationName !== 'string') ||
      (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) ||
      extensions !== undefined ||
      Object.keys(rest).length > 0
    ) {
      return null;
    }
    const key = operationName ? `${operationName}\n${query}` : query;
    const known = this.plans.get(key);
    if (known !== undefined) {
      return known;
    }
    // A text is compiled once it comes back (planAfter): one-off texts cost no more than Apollo's own parse and validation.
    const seen = (this.sightings.get(key) ?? 0) + 1;
    if (seen < this.options.planAfter) {
      remember(this.sightings, key, seen);
      return null;
    }
    this.sightings.delete(key);
    const plan = this.compile(query, operationName ?? undefined);
    remember(this.plans, key, plan);
    return plan;
  }

  private compile(query: string, operationName: string | undefined): GraphqlPlan | null {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: this.options.maxTokens });
    } catch {
      return null;
    }
    const operation = operationOf(document, operationName);
    if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION || validate(this.schema, document, this.rules).length > 0) {
      return null;
    }
    const compiled = compileQuery(this.schema, document, operationName, { disablingCapturingStackErrors: true });
    if (!isCompiledQuery(compiled)) {
      return null;
    }
    const plan: CompiledQuery = compiled;
    return {
      operation,
      run: (context, variables) => plan.query(undefined, context, variables ?? {}),
    };
  }
}

/** graphql-jit's errors (frozen messages, maybe no extensions) as graphql's own, which the error reporting may rewrite. */
function asGraphqlError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ? { ...error.extensions } : undefined,
  });
  if (error.locations) {
    Object.assign(copy, { locations: error.locations });
  }
  return copy;
}

export interface PlannedAnswer {
  status: number;
  body: string;
}

/**
 * Runs a planned operation and writes its answer as Apollo would (the same error reporting and formatting, errors before data,
 * JSON and a newline); null when the request failed before execution (variables that do not coerce): Apollo answers those.
 */
export async function answerPlanned(
  plan: GraphqlPlan,
  context: RequestContext,
  variables: Record<string, unknown> | undefined,
  reportErrors: (errors: readonly GraphQLError[], context: RequestContext) => void,
): Promise<PlannedAnswer | null> {
  const result = await plan.run(context, variables);
  if (!('data' in result)) {
    return null;
  }
  let errors: GraphQLFormattedError[] | undefined;
  if (result.errors?.length) {
    const copies = result.errors.map(asGraphqlError);
    reportErrors(copies, context);
    errors = formatGraphqlErrors(copies);
  }
  return { status: 200, body: `${JSON.stringify({ errors, data: result.data })}\n` };
}

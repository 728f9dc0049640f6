import {
  GraphQLError,
  Kind,
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
 * The root fields whose operations POST /graphql runs from a compiled plan (graphql-jit over the same schema, so the same
 * resolvers, auth checker, input validation and context): the candidate's autosave and submit, the requests that arrive by
 * the thousand at an examination's deadline. An operation is planned only when every root field is one of these.
 */
export const PLANNED_ROOT_FIELDS: ReadonlySet<string> = new Set(['saveAnswer', 'saveItemAnswer', 'submitAttempt', 'flagForReview']);

/** Distinct operation texts remembered (planned or not); the take page sends a handful. */
const MAX_TEXTS = 200;

export interface GraphqlPlan {
  operation: OperationDefinitionNode;
  run(context: RequestContext, variables: Record<string, unknown> | undefined): Promise<ExecutionResult> | ExecutionResult;
}

export interface GraphqlPlanOptions {
  /** The validation rules Apollo adds to graphql's own (depth, cost, aliases, directives). */
  validationRules: readonly ValidationRule[];
  maxTokens: number;
}

/** The single operation a document runs for operationName, as graphql's getOperationAST picks it. */
function operationOf(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode | null {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operationName === undefined) {
    return operations.length === 1 ? (operations[0] ?? null) : null;
  }
  return operations.find((operation) => operation.name?.value === operationName) ?? null;
}

/** A mutation whose root selections are all planned fields, without aliases or directives. */
function isPlanned(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'mutation' &&
    operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD && !selection.alias && !selection.directives?.length && PLANNED_ROOT_FIELDS.has(selection.name.value),
    )
  );
}

/**
 * Compiled plans of the hot operations, by operation text. A text is parsed, validated with Apollo's rules and compiled once;
 * anything else (other fields, invalid documents, texts that do not parse) is remembered as "not planned" and goes through
 * Apollo, which answers it exactly as before.
 */
export class GraphqlPlans {
  private readonly plans = new Map<string, GraphqlPlan | null>();
  private readonly rules: readonly ValidationRule[];
  private readonly mentionsPlannedField: RegExp;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly options: GraphqlPlanOptions,
  ) {
    this.rules = [...specifiedRules, ...options.validationRules];
    this.mentionsPlannedField = new RegExp(`\\b(${[...PLANNED_ROOT_FIELDS].join('|')})\\b`);
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
      Object.keys(rest).length > 0 ||
      !this.mentionsPlannedField.test(query)
    ) {
      return null;
    }
    const key = operationName ? `${operationName}\n${query}` : query;
    let plan = this.plans.get(key);
    if (plan === undefined) {
      plan = this.compile(query, operationName ?? undefined);
      if (this.plans.size >= MAX_TEXTS) {
        this.plans.delete(this.plans.keys().next().value as string);
      }
      this.plans.set(key, plan);
    }
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
    if (!operation || !isPlanned(operation) || validate(this.schema, document, this.rules).length > 0) {
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

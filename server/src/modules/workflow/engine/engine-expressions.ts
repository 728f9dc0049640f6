import type { ExpressionEvaluator, ExpressionValue, ExpressionVariables } from '../expression/expression-evaluator';
import { hasExpressionText, isExpressionText } from '../expression/expression-evaluator';

/** The `expressions` option of bpmn-engine (bpmn-elements calls these with `{ environment, ...message }`). */
export interface EngineExpressions {
  resolveExpression(text: string, context?: unknown): ExpressionValue;
  isExpression(text: string): boolean;
  hasExpression(text: string): boolean;
}

function variablesOf(context: unknown): ExpressionVariables {
  if (context && typeof context === 'object' && 'environment' in context) {
    const environment = (context as { environment?: { variables?: unknown } }).environment;
    const variables = environment?.variables;
    if (variables && typeof variables === 'object') {
      return variables as ExpressionVariables;
    }
  }
  return {};
}

/**
 * Routes every expression the engine resolves (conditions, `${taskUser}` assignees, timer values) through the
 * whitelisted evaluator over the process variables; the engine's default handler (paths, `environment.services`
 * calls) is never used.
 */
export function engineExpressions(evaluator: ExpressionEvaluator): EngineExpressions {
  return {
    resolveExpression: (text, context) => (typeof text === 'string' ? evaluator.resolve(text, variablesOf(context)) : text),
    isExpression: isExpressionText,
    hasExpression: hasExpressionText,
  };
}

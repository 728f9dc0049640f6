import jsep from 'jsep';
import { ExpressionError } from './expression-error';

/** A value an expression can produce or read from the variables. */
export type ExpressionValue =
  string | number | boolean | null | undefined | readonly ExpressionValue[] | { readonly [key: string]: ExpressionValue };

/** Process variables as the evaluator reads them. */
export type ExpressionVariables = Readonly<Record<string, unknown>>;

/**
 * Keys bpmn-engine puts into a process environment's variables itself (from the run message); they are never
 * process variables, so the evaluator does not resolve them and `start` refuses them as variable names.
 */
export const ENGINE_RESERVED_VARIABLES: ReadonlySet<string> = new Set(['fields', 'content', 'properties', 'environment']);

const FORBIDDEN_MEMBERS: ReadonlySet<string> = new Set(['constructor', '__proto__', 'prototype', '__defineGetter__', '__lookupGetter__']);
const WHOLE_EXPRESSION = /^\$\{([\s\S]+)\}$/;
const EMBEDDED_EXPRESSION = /\$\{([^}]+)\}/g;

// JUEL word operators (`a gt 3 and not b`), registered once on the module-wide parser.
const WORD_BINARY: Readonly<Record<string, { symbol: string; precedence: number }>> = {
  or: { symbol: '||', precedence: 1 },
  and: { symbol: '&&', precedence: 2 },
  eq: { symbol: '==', precedence: 6 },
  ne: { symbol: '!=', precedence: 6 },
  lt: { symbol: '<', precedence: 7 },
  gt: { symbol: '>', precedence: 7 },
  le: { symbol: '<=', precedence: 7 },
  ge: { symbol: '>=', precedence: 7 },
};
for (const [word, { precedence }] of Object.entries(WORD_BINARY)) {
  jsep.addBinaryOp(word, precedence);
}
jsep.addUnaryOp('not');
jsep.addUnaryOp('empty');
// Bitwise and other JavaScript-only operators are not JUEL: drop them from the grammar.
for (const op of ['|', '^', '&', '<<', '>>', '>>>', '===', '!==', '??']) {
  jsep.removeBinaryOp(op);
}
jsep.removeUnaryOp('~');

const BINARY = new Set(['||', '&&', '==', '!=', '<', '>', '<=', '>=', '+', '-', '*', '/', '%']);

function symbolOf(operator: string): string {
  return WORD_BINARY[operator]?.symbol ?? operator;
}

/** Strips `${...}` when the whole text is one expression; null otherwise. */
export function innerExpression(text: string): string | null {
  const match = WHOLE_EXPRESSION.exec(text.trim());
  return match?.[1] ? match[1].trim() : null;
}

export function isExpressionText(text: string | null | undefined): boolean {
  return !!text && innerExpression(text) !== null;
}

export function hasExpressionText(text: string | null | undefined): boolean {
  return !!text && /\$\{[^}]+\}/.test(text);
}

/**
 * JUEL-style expressions (`${days > 3}`, `${pass}`, `${!pass}`, `${days le 3 and pass}`) on a whitelisted tree walk
 * over jsep's parse: literals, identifiers read from the variables (unknown ones are an error, not undefined),
 * non-computed member access on plain data, unary `! - not empty`, arithmetic, comparison and logic, `a ? b : c`.
 * Calls, `this`, computed member access, arrays and anything reaching `constructor`/`__proto__`/`prototype` are refused.
 */
export class ExpressionEvaluator {
  /** Parses and checks the grammar without variables; throws ExpressionError (used by the deploy-time validator). */
  check(expression: string): void {
    this.checkNode(this.parse(expression), expression);
  }

  /** Evaluates one bare expression (without `${}`) against the variables. */
  evaluate(expression: string, variables: ExpressionVariables): ExpressionValue {
    return this.walk(this.parse(expression), variables, expression);
  }

  /**
   * Resolves a text: a whole `${...}` gives the raw value; `${...}` embedded in text are replaced by their string
   * values; plain text is returned unchanged.
   */
  resolve(text: string, variables: ExpressionVariables): ExpressionValue {
    const inner = innerExpression(text);
    if (inner !== null) {
      return this.evaluate(inner, variables);
    }
    return text.replace(EMBEDDED_EXPRESSION, (_match, body: string) => {
      const value = this.evaluate(body.trim(), variables);
      return value === null || value === undefined ? '' : String(value);
    });
  }

  private parse(expression: string): jsep.Expression {
    try {
      return jsep(expression);
    } catch (error) {
      throw new ExpressionError(expression, error instanceof Error ? error.message : 'unparsable');
    }
  }

  private checkNode(node: jsep.Expression, source: string): void {
    switch (node.type) {
      case 'Literal':
      case 'Identifier':
        return;
      case 'UnaryExpression':
        this.checkNode((node as jsep.UnaryExpression).argument, source);
        return;
      case 'BinaryExpression': {
        const binary = node as jsep.BinaryExpression;
        if (!BINARY.has(symbolOf(binary.operator))) {
          throw new ExpressionError(source, `operator ${binary.operator} is not allowed`);
        }
        this.checkNode(binary.left, source);
        this.checkNode(binary.right, source);
        return;
      }
      case 'ConditionalExpression': {
        const conditional = node as jsep.ConditionalExpression;
        this.checkNode(conditional.test, source);
        this.checkNode(conditional.consequent, source);
        this.checkNode(conditional.alternate, source);
        return;
      }
      case 'MemberExpression': {
        const member = node as jsep.MemberExpression;
        this.memberName(member, source);
        this.checkNode(member.object, source);
        return;
      }
      default:
        throw new ExpressionError(source, `${node.type} is not allowed`);
    }
  }

  private walk(node: jsep.Expression, variables: ExpressionVariables, source: string): ExpressionValue {
    switch (node.type) {
      case 'Literal':
        return this.literal(node as jsep.Literal, source);
      case 'Identifier':
        return this.identifier((node as jsep.Identifier).name, variables, source);
      case 'UnaryExpression':
        return this.unary(node as jsep.UnaryExpression, variables, source);
      case 'BinaryExpression':
        return this.binary(node as jsep.BinaryExpression, variables, source);
      case 'ConditionalExpression': {
        const conditional = node as jsep.ConditionalExpression;
        return this.truthy(this.walk(conditional.test, variables, source), source)
          ? this.walk(conditional.consequent, variables, source)
          : this.walk(conditional.alternate, variables, source);
      }
      case 'MemberExpression':
        return this.member(node as jsep.MemberExpression, variables, source);
      default:
        throw new ExpressionError(source, `${node.type} is not allowed`);
    }
  }

  private literal(node: jsep.Literal, source: string): ExpressionValue {
    const value = node.value;
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      return value;
    }
    throw new ExpressionError(source, 'this literal is not allowed');
  }

  private identifier(name: string, variables: ExpressionVariables, source: string): ExpressionValue {
    if (ENGINE_RESERVED_VARIABLES.has(name) || FORBIDDEN_MEMBERS.has(name) || !Object.prototype.hasOwnProperty.call(variables, name)) {
      throw new ExpressionError(source, `unknown variable ${name}`);
    }
    return this.data(variables[name], source);
  }

  private memberName(node: jsep.MemberExpression, source: string): string {
    const property = node.property as jsep.Identifier;
    if (node.computed || property.type !== 'Identifier' || FORBIDDEN_MEMBERS.has(property.name)) {
      throw new ExpressionError(source, 'this member access is not allowed');
    }
    return property.name;
  }

  private member(node: jsep.MemberExpression, variables: ExpressionVariables, source: string): ExpressionValue {
    const name = this.memberName(node, source);
    const target = this.walk(node.object, variables, source);
    if (target === null || typeof target !== 'object' || Array.isArray(target)) {
      throw new ExpressionError(source, `cannot read ${name}`);
    }
    const record = target as Readonly<Record<string, ExpressionValue>>;
    if (!Object.prototype.hasOwnProperty.call(record, name)) {
      throw new ExpressionError(source, `unknown property ${name}`);
    }
    return record[name];
  }

  private unary(node: jsep.UnaryExpression, variables: ExpressionVariables, source: string): ExpressionValue {
    const value = this.walk(node.argument, variables, source);
    switch (node.operator) {
      case '!':
      case 'not':
        return !this.truthy(value, source);
      case '-':
        return -this.number(value, source);
      case '+':
        return this.number(value, source);
      case 'empty':
        return (
          value === null ||
          value === undefined ||
          value === '' ||
          (Array.isArray(value) && value.length === 0) ||
          (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
        );
      default:
        throw new ExpressionError(source, `operator ${node.operator} is not allowed`);
    }
  }

  private binary(node: jsep.BinaryExpression, variables: ExpressionVariables, source: string): ExpressionValue {
    const operator = symbolOf(node.operator);
    if (operator === '&&') {
      return this.truthy(this.walk(node.left, variables, source), source) && this.truthy(this.walk(node.right, variables, source), source);
    }
    if (operator === '||') {
      return this.truthy(this.walk(node.left, variables, source), source) || this.truthy(this.walk(node.right, variables, source), source);
    }
    const left = this.walk(node.left, variables, source);
    const right = this.walk(node.right, variables, source);
    switch (operator) {
      case '==':
        return this.equals(left, right);
      case '!=':
        return !this.equals(left, right);
      case '<':
      case '>':
      case '<=':
      case '>=':
        return this.compare(operator, left, right, source);
      case '+':
        if (typeof left === 'string' || typeof right === 'string') {
          return `${this.scalar(left, source)}${this.scalar(right, source)}`;
        }
        return this.number(left, source) + this.number(right, source);
      case '-':
        return this.number(left, source) - this.number(right, source);
      case '*':
        return this.number(left, source) * this.number(right, source);
      case '/':
        return this.number(left, source) / this.number(right, source);
      case '%':
        return this.number(left, source) % this.number(right, source);
      default:
        throw new ExpressionError(source, `operator ${node.operator} is not allowed`);
    }
  }

  /** JUEL equality: numbers and numeric strings compare as numbers, everything else strictly. */
  private equals(left: ExpressionValue, right: ExpressionValue): boolean {
    if (typeof left === 'number' && typeof right === 'string' && right.trim() !== '') {
      return left === Number(right);
    }
    if (typeof right === 'number' && typeof left === 'string' && left.trim() !== '') {
      return right === Number(left);
    }
    return left === right || (left === undefined && right === null) || (left === null && right === undefined);
  }

  private compare(operator: string, left: ExpressionValue, right: ExpressionValue, source: string): boolean {
    const bothStrings = typeof left === 'string' && typeof right === 'string';
    const a = bothStrings ? left : this.number(left, source);
    const b = bothStrings ? right : this.number(right, source);
    switch (operator) {
      case '<':
        return a < b;
      case '>':
        return a > b;
      case '<=':
        return a <= b;
      default:
        return a >= b;
    }
  }

  private number(value: ExpressionValue, source: string): number {
    if (typeof value === 'number') {
      return value;
    }
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      return Number(value);
    }
    throw new ExpressionError(source, 'a number was expected');
  }

  private scalar(value: ExpressionValue, source: string): string | number | boolean {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      return value;
    }
    if (value === null || value === undefined) {
      return '';
    }
    throw new ExpressionError(source, 'a scalar was expected');
  }

  /** Booleans only, plus the strings "true"/"false" (form values); anything else is an error, not a guess. */
  private truthy(value: ExpressionValue, source: string): boolean {
    if (typeof value === 'boolean') {
      return value;
    }
    if (value === 'true' || value === 'false') {
      return value === 'true';
    }
    throw new ExpressionError(source, 'a boolean was expected');
  }

  /** Keeps only JSON-shaped data (no functions, class instances other than plain objects and arrays). */
  private data(value: unknown, source: string): ExpressionValue {
    if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      return value;
    }
    if (Array.isArray(value)) {
      return value as ExpressionValue[];
    }
    if (typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
      return value as { readonly [key: string]: ExpressionValue };
    }
    throw new ExpressionError(source, 'this variable cannot be read in an expression');
  }
}

import { ExpressionError } from './expression-error';
import { ExpressionEvaluator } from './expression-evaluator';

const evaluator = new ExpressionEvaluator();
const variables = { days: 5, pass: true, name: 'x', leave: { days: 2 }, nothing: null, list: [] };

describe('ExpressionEvaluator', () => {
  it.each([
    ['${days > 3}', true],
    ['${days <= 3}', false],
    ['${pass}', true],
    ['${!pass}', false],
    ['${days <= 3 && pass}', false],
    ['${days > 3 || !pass}', true],
    ['${days gt 3 and pass}', true],
    ['${days lt 3 or not pass}', false],
    ['${days ge 5}', true],
    ['${days le 4}', false],
    ['${days eq 5}', true],
    ['${days ne 5}', false],
    ['${pass == true}', true],
    ['${days == "5"}', true],
    ['${name != "y"}', true],
    ['${leave.days + 1}', 3],
    ['${days * 2 - 1}', 9],
    ['${days > 3 ? "boss" : "hr"}', 'boss'],
    ['${empty nothing}', true],
    ['${empty list}', true],
    ['${empty name}', false],
    ['${true}', true],
    ['${null}', null],
    ['${3.5}', 3.5],
    ['plain text', 'plain text'],
    ['user ${name}!', 'user x!'],
  ])('resolves %s to %p', (text, expected) => {
    expect(evaluator.resolve(text, variables)).toEqual(expected);
  });

  it.each([
    ['${missing}', 'unknown variable'],
    ['${!absent}', 'unknown variable'],
    ['${fields}', 'unknown variable'],
    ['${content.id}', 'unknown variable'],
    ['${leave.constructor}', 'not allowed'],
    ['${leave.__proto__}', 'not allowed'],
    ['${leave["constructor"]}', 'not allowed'],
    ['${leave[name]}', 'not allowed'],
    ['${name.prototype}', 'not allowed'],
    ['${constructor}', 'unknown variable'],
    ['${this.constructor.constructor("return process")()}', 'not allowed'],
    ['${process.exit()}', 'not allowed'],
    ['${Math.max(1, 2)}', 'not allowed'],
    ['${[1, 2]}', 'not allowed'],
    ['${name.length}', 'cannot read'],
    ['${days > }', 'Expected'],
    ['${days & 1}', ''],
    ['${!name}', 'a boolean was expected'],
    ['${name && pass}', 'a boolean was expected'],
  ])('refuses %s', (text, reason) => {
    expect(() => evaluator.resolve(text, variables)).toThrow(ExpressionError);
    expect(() => evaluator.resolve(text, variables)).toThrow(reason);
  });

  it('checks the grammar without variables (deploy time)', () => {
    expect(() => evaluator.check('days > 3 and pass')).not.toThrow();
    expect(() => evaluator.check('a.b.c')).not.toThrow();
    expect(() => evaluator.check('f(1)')).toThrow(ExpressionError);
    expect(() => evaluator.check('a["b"]')).toThrow(ExpressionError);
    expect(() => evaluator.check('days >')).toThrow(ExpressionError);
  });

  it('does not read inherited properties of variables', () => {
    const inherited: Record<string, unknown> = Object.create({ secret: 1 }) as Record<string, unknown>;
    expect(() => evaluator.resolve('${secret}', inherited)).toThrow('unknown variable');
    expect(() => evaluator.resolve('${toString}', {})).toThrow('unknown variable');
  });
});

/** An expression that cannot be parsed or evaluated (unknown identifier, refused construct, wrong operand types). */
export class ExpressionError extends Error {
  constructor(
    readonly expression: string,
    readonly reason: string,
  ) {
    super(`${reason}: ${expression}`);
    this.name = 'ExpressionError';
  }
}

import { registerDecorator, type ValidationOptions } from 'class-validator';

/** Largest score a single item, rule or paper may carry, in points. */
export const MAX_POINTS = 10_000;

/** Points (as clients send and see them) to the stored integer hundredths: 2.5 -> 250. */
export function toHundredths(points: number): number {
  return Math.round(points * 100);
}

/** Stored hundredths to points: 250 -> 2.5. */
export function toPoints(hundredths: number): number {
  return hundredths / 100;
}

/** True when `value` is a finite number of points in 0..max with at most two decimals. */
export function isPoints(value: unknown, max = MAX_POINTS): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= max &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

/** class-validator: a score in points, 0..max, at most two decimals. */
export function IsPoints(max = MAX_POINTS, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isPoints',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [max],
      options: { message: 'exam.scoreFormat', ...options },
      validator: { validate: (value: unknown) => isPoints(value, max) },
    });
  };
}

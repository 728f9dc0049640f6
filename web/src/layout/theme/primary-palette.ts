import { colorsTuple, type MantineColorsTuple } from '@mantine/core';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/** `hex` mixed with `target` (0 = hex, 1 = target). */
function mix(hex: string, target: [number, number, number], amount: number): string {
  return toHex(channels(hex).map((value, index) => value + (target[index]! - value) * amount));
}

const white: [number, number, number] = [255, 255, 255];
const black: [number, number, number] = [0, 0, 0];

/**
 * A 10-shade Mantine palette around one colour: shade 5 is the colour itself (the theme's
 * primaryShade), lighter shades mix in white, darker ones black.
 */
export function primaryPalette(color: string): MantineColorsTuple {
  const base = toHex(channels(color));
  return colorsTuple([
    mix(base, white, 0.9),
    mix(base, white, 0.78),
    mix(base, white, 0.6),
    mix(base, white, 0.4),
    mix(base, white, 0.2),
    base,
    mix(base, black, 0.12),
    mix(base, black, 0.24),
    mix(base, black, 0.36),
    mix(base, black, 0.48),
  ]);
}

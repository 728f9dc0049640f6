/** Part of the day for the greeting (local time of the browser). */
export type DayPart = 'night' | 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

export function dayPart(hour: number): DayPart {
  if (hour < 6) {
    return 'night';
  }
  if (hour < 9) {
    return 'morning';
  }
  if (hour < 12) {
    return 'forenoon';
  }
  if (hour < 14) {
    return 'noon';
  }
  if (hour < 18) {
    return 'afternoon';
  }
  return 'evening';
}

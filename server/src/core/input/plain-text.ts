/** C0 control characters and DEL, except tab, line feed and carriage return (multi-line text keeps those). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * Markup a browser would read as a tag: `<` followed by a letter, `/`, `!` or `?` up to the next `>`, and
 * comments. "a < b", "x<3" and "1 > 0" stay as typed (nothing is entity-encoded).
 */
const TAG = /<!--[\s\S]*?(-->|$)|<[a-zA-Z/!?][^<>]*>/g;

/** The text without tags, repeated until stable (so `<<b>script>` cannot reassemble into a tag). */
export function stripTags(text: string): string {
  let current = text;
  for (let round = 0; round < 10; round += 1) {
    const next = current.replace(TAG, '');
    if (next === current) {
      return next;
    }
    current = next;
  }
  return current.replace(/</g, '');
}

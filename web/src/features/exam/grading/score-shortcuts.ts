import type { KeyboardEvent } from 'react';

/** What a grading shortcut asks for. */
export type ScoreShortcut = { kind: 'set'; value: number } | { kind: 'saveNext' };

/** Where the key was pressed: in the score field (digits type the score) or elsewhere on the item (not in a text field). */
export type ShortcutPlace = 'scoreField' | 'item';

/**
 * The grading shortcuts (documented on screen): F = full marks, 0 = zero and 1-9 = that score (in the score
 * field digits simply type), Enter = save and go to the next answer. Keys with Ctrl, Alt or Meta are left alone.
 */
export function scoreShortcut(
  key: string,
  max: number,
  place: ShortcutPlace,
  modifiers: { ctrl?: boolean; alt?: boolean; meta?: boolean } = {},
): ScoreShortcut | null {
  if (modifiers.ctrl || modifiers.alt || modifiers.meta) {
    return null;
  }
  if (key === 'f' || key === 'F') {
    return { kind: 'set', value: max };
  }
  if (key === 'Enter') {
    return { kind: 'saveNext' };
  }
  if (place === 'item' && /^[0-9]$/.test(key)) {
    const value = Number(key);
    return value <= max ? { kind: 'set', value } : null;
  }
  return null;
}

/** Whether a key event comes from a field where typing must not trigger item shortcuts (comment, reason, search). */
export function typingInTextField(event: KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  return (
    target.tagName === 'TEXTAREA' ||
    (target.tagName === 'INPUT' && target.getAttribute('data-score-field') === null) ||
    target.isContentEditable
  );
}

/**
 * Runs the shortcut of a key event on a grading item: `set` changes the score, `saveNext` saves and moves on.
 * Returns whether the event was handled (its default is then prevented).
 */
export function handleScoreKey(
  event: KeyboardEvent<HTMLElement>,
  max: number,
  actions: { set: (value: number) => void; saveNext: () => void },
): boolean {
  if (typingInTextField(event)) {
    return false;
  }
  const target = event.target as HTMLElement;
  const place: ShortcutPlace = target.getAttribute('data-score-field') !== null ? 'scoreField' : 'item';
  if (place === 'item' && target.tagName === 'BUTTON' && event.key === 'Enter') {
    return false;
  }
  const shortcut = scoreShortcut(event.key, max, place, { ctrl: event.ctrlKey, alt: event.altKey, meta: event.metaKey });
  if (!shortcut) {
    return false;
  }
  event.preventDefault();
  event.stopPropagation();
  if (shortcut.kind === 'set') {
    actions.set(shortcut.value);
  } else {
    actions.saveNext();
  }
  return true;
}

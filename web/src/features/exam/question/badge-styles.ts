/** Labels of list badges are short words: show them whole (no ellipsis) in mixed case. */
export const badgeStyles = { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

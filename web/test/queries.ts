/** Matches a form field's label exactly, ignoring Mantine's required asterisk. */
export function fieldLabel(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}\\s*\\*?$`);
}

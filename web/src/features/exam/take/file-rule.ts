import type { CandidateItem } from './attempt-types';

export type FileRule = NonNullable<CandidateItem['fileRule']>;

/** Why a file cannot be added to the answer, checked in the browser before the upload (the server checks again). */
export type FileRuleProblem = { kind: 'tooMany'; max: number } | { kind: 'tooLarge'; maxKb: number } | { kind: 'type'; allowed: string };

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The first rule the file breaks, or undefined. */
export function checkFileRule(
  rule: FileRule | null,
  file: { name: string; size: number },
  filesSoFar: number,
): FileRuleProblem | undefined {
  if (!rule) {
    return undefined;
  }
  if (rule.maxFiles > 0 && filesSoFar >= rule.maxFiles) {
    return { kind: 'tooMany', max: rule.maxFiles };
  }
  if (rule.maxSizeKb > 0 && file.size > rule.maxSizeKb * 1024) {
    return { kind: 'tooLarge', maxKb: rule.maxSizeKb };
  }
  if (rule.allowedExtensions.length > 0 && !rule.allowedExtensions.includes(extensionOf(file.name))) {
    return { kind: 'type', allowed: rule.allowedExtensions.join(', ') };
  }
  return undefined;
}

/** The `accept` attribute of the file input. */
export function acceptAttribute(rule: FileRule | null): string | undefined {
  return rule && rule.allowedExtensions.length > 0 ? rule.allowedExtensions.map((extension) => `.${extension}`).join(',') : undefined;
}

/** The document title of a page (SPEC §2, like Saber's setTitle): "<page> - <app name>". */
export function pageTitle(label: string | undefined, appName: string): string {
  return label ? `${label} - ${appName}` : appName;
}

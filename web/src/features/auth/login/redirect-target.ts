import { appConfig } from '../../../shared/config/app-config';

/** Where to go after login: the page the visitor wanted (kept by the route guard), else the home page. */
export function redirectTargetAfterLogin(locationState: unknown, fallback: string = appConfig.homePath): string {
  if (typeof locationState === 'object' && locationState !== null && 'from' in locationState) {
    const from = (locationState as { from: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')) {
      return from;
    }
  }
  return fallback;
}

/** Static settings of the web app (the server-side ones come from the `clientConfig` query). */
export interface AppConfig {
  /** Every local/session storage key carries this prefix. */
  readonly storagePrefix: string;
  /** The first page after login and the target of `/` and `/wel`. */
  readonly homePath: string;
  readonly loginPath: string;
  /** How often the age of the stored token is checked (SPEC: every 10 s). */
  readonly tokenCheckIntervalMs: number;
  /** Delay between the logout call and leaving the layout (SPEC: 100 ms). */
  readonly logoutDelayMs: number;
  /** Used until `clientConfig` arrives or when it cannot be loaded. */
  readonly defaultClientConfig: {
    readonly captchaEnabled: boolean;
    readonly tenantMode: boolean;
    readonly switchMode: boolean;
    readonly defaultTenantId: string;
    readonly tokenRefreshSeconds: number;
    readonly registerEnabled: boolean;
  };
  readonly sidebarWidth: number;
}

export const appConfig: AppConfig = {
  storagePrefix: 'saber-',
  homePath: '/wel/index',
  loginPath: '/login',
  tokenCheckIntervalMs: 10_000,
  logoutDelayMs: 100,
  defaultClientConfig: {
    captchaEnabled: false,
    tenantMode: true,
    switchMode: true,
    defaultTenantId: '000000',
    tokenRefreshSeconds: 3000,
    registerEnabled: false,
  },
  sidebarWidth: 250,
};

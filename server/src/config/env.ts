import path from 'node:path';
import { z } from 'zod';

/** Everything the server reads from the environment. This is the only module that touches process.env. */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Folder of the embedded database, generated secrets and local files. */
  dataDir: string;
  /** mysql://user:pass@host:port/db; absent means the embedded libSQL file database. */
  dbUrl: string | undefined;
  /** Read replicas of DB_URL (MySQL/MariaDB): reports, statistics and exports read there, everything else on DB_URL. */
  dbReadUrls: string[];
  /** redis://[user:pass@]host:port[/db]: captcha, rate limits and cache invalidation shared by several nodes; absent: in process. */
  redisUrl: string | undefined;
  /** Explicit secret; absent means a generated one kept under dataDir (refused in production). */
  jwtSecret: string | undefined;
  /** Key material for datasource passwords stored in the database; absent means derived from the JWT secret. */
  datasourceSecret: string | undefined;
  demoData: boolean;
  captchaEnabled: boolean;
  tenantMode: boolean;
  switchMode: boolean;
  registerEnabled: boolean;
  /** Browser refreshes its access token when it is at least this old. */
  tokenRefreshSeconds: number;
  loginFailLimit: number;
  loginLockMinutes: number;
  /** Token endpoint / login mutation attempts allowed per client IP per minute. */
  loginRatePerMinute: number;
  captchaTtlSeconds: number;
  logLevel: string;
  trustProxy: boolean;
  webDistDir: string;
  graphqlIntrospection: boolean;
  /** The request of an operation text from which POST /graphql runs it from a compiled plan (graphql-plans.ts). */
  graphqlPlanAfter: number;
  /** The develop area's code generation (preview and download) answers; off by default in production. */
  codegenEnabled: boolean;
  /** A fixed id worker slot; absent: leased from Redis with several nodes (REDIS_URL), else 1. */
  snowflakeWorkerId: number | undefined;
  /** Time zone of the legacy REST date strings (yyyy-MM-dd HH:mm:ss). */
  legacyTimeZone: string;
  /** Share of successful read calls written to the API log (0..1); errors and writes are always written. */
  logApiSampleRate: number;
  /** Log rows older than this many days are purged (at start and daily). */
  logRetentionDays: number;
  /** Largest accepted upload in megabytes. */
  uploadMaxMb: number;
  /** Seconds between runs of the background sweep (examination status, attempt timeouts, grading, workflow timers); 0 = off. */
  sweepSeconds: number;
  /** S3-compatible storage for every tenant without an enabled storage config of its own; absent: local disk. */
  s3: S3Config | undefined;
  /** SMS providers' base URLs (absent: the providers' public endpoints) and the sending limits. */
  sms: SmsSettings;
}

export interface SmsSettings {
  endpoints: { aliyun?: string | undefined; tencent?: string | undefined; qiniu?: string | undefined; yunpian?: string | undefined };
  phoneIntervalSeconds: number;
  phoneDaily: number;
  tenantDaily: number;
}

export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An optional variable where an empty value (NAME= in an env file) means unset. */
function optional<T extends z.ZodTypeAny>(type: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), type.optional());
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DB_URL: z
    .string()
    .regex(/^mysql:\/\/.+/, 'must look like mysql://user:password@host:port/database')
    .optional(),
  DB_READ_URLS: optional(
    z
      .string()
      .transform((text) => text.split(',').map((url) => url.trim()))
      .pipe(z.array(z.string().regex(/^mysql:\/\/.+/, 'each must look like mysql://user:password@host:port/database')).min(1)),
  ),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/.+/, 'must look like redis://host:port')),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATASOURCE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_DATA: booleanText.optional(),
  CAPTCHA_ENABLED: booleanText.default(false),
  TENANT_MODE: booleanText.default(true),
  SWITCH_MODE: booleanText.default(true),
  REGISTER_ENABLED: booleanText.default(true),
  TOKEN_REFRESH_SECONDS: z.coerce.number().int().min(10).default(3000),
  LOGIN_FAIL_LIMIT: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanText.default(false),
  WEB_DIST_DIR: z.string().optional(),
  GRAPHQL_INTROSPECTION: booleanText.optional(),
  GRAPHQL_PLAN_AFTER: z.coerce.number().int().min(1).max(1000).default(2),
  CODEGEN_ENABLED: booleanText.optional(),
  SNOWFLAKE_WORKER_ID: optional(z.coerce.number().int().min(0).max(1023)),
  LEGACY_TIME_ZONE: z
    .string()
    .default('Asia/Shanghai')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Shanghai'),
  LOG_API_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(20),
  SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  S3_ENDPOINT: optional(z.string().url('must be a URL such as http://127.0.0.1:9000')),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name (3-63 lower-case letters, digits, dots, hyphens)'),
  ),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: booleanText.default(true),
  STORAGE_SHARED_DIR: booleanText.default(false),
  SMS_ALIYUN_ENDPOINT: optional(z.string().url('must be a URL such as https://dysmsapi.aliyuncs.com')),
  SMS_TENCENT_ENDPOINT: optional(z.string().url('must be a URL such as https://sms.tencentcloudapi.com')),
  SMS_QINIU_ENDPOINT: optional(z.string().url('must be a URL such as https://sms.qiniuapi.com')),
  SMS_YUNPIAN_ENDPOINT: optional(z.string().url('must be a URL such as https://sms.yunpian.com')),
  SMS_PHONE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SMS_PHONE_DAILY_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  SMS_TENANT_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(1000),
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses and validates the environment; throws ConfigError listing every problem at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    problems.push('JWT_SECRET: required in production (at least 32 random characters)');
  }
  if (env.NODE_ENV === 'production' && env.DEMO_DATA === true) {
    problems.push('DEMO_DATA: demo data cannot be loaded in production');
  }
  const s3Keys = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some((value) => value !== undefined) && s3Keys.some((value) => value === undefined)) {
    problems.push('S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set all three to use S3 storage, or none');
  }
  if (env.REDIS_URL && !env.S3_BUCKET && !env.STORAGE_SHARED_DIR) {
    problems.push(
      'S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: several nodes (REDIS_URL) need files every node can read: ' +
        'set S3_*, or STORAGE_SHARED_DIR=true when DATA_DIR is one volume every node mounts',
    );
  }
  if (env.DB_READ_URLS && !env.DB_URL) {
    problems.push('DB_READ_URLS: read replicas need DB_URL (MySQL/MariaDB); the embedded database has none');
  }
  if (problems.length > 0) {
    throw new ConfigError(problems);
  }
  const repositoryRoot = path.resolve(__dirname, '..', '..', '..');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    // Relative paths are taken from the repository root, wherever npm runs the script from.
    dataDir: path.resolve(repositoryRoot, env.DATA_DIR),
    dbUrl: env.DB_URL,
    dbReadUrls: env.DB_READ_URLS ?? [],
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET,
    datasourceSecret: env.DATASOURCE_SECRET,
    demoData: env.DEMO_DATA ?? (env.NODE_ENV !== 'production' && !env.DB_URL),
    captchaEnabled: env.CAPTCHA_ENABLED,
    tenantMode: env.TENANT_MODE,
    switchMode: env.SWITCH_MODE,
    registerEnabled: env.REGISTER_ENABLED,
    tokenRefreshSeconds: env.TOKEN_REFRESH_SECONDS,
    loginFailLimit: env.LOGIN_FAIL_LIMIT,
    loginLockMinutes: env.LOGIN_LOCK_MINUTES,
    loginRatePerMinute: env.LOGIN_RATE_PER_MINUTE,
    captchaTtlSeconds: env.CAPTCHA_TTL_SECONDS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(repositoryRoot, env.WEB_DIST_DIR ?? path.join('web', 'dist')),
    graphqlIntrospection: env.GRAPHQL_INTROSPECTION ?? env.NODE_ENV !== 'production',
    graphqlPlanAfter: env.GRAPHQL_PLAN_AFTER,
    codegenEnabled: env.CODEGEN_ENABLED ?? env.NODE_ENV !== 'production',
    snowflakeWorkerId: env.SNOWFLAKE_WORKER_ID,
    legacyTimeZone: env.LEGACY_TIME_ZONE,
    logApiSampleRate: env.LOG_API_SAMPLE_RATE,
    logRetentionDays: env.LOG_RETENTION_DAYS,
    uploadMaxMb: env.UPLOAD_MAX_MB,
    sweepSeconds: env.SWEEP_SECONDS,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    sms: {
      endpoints: {
        aliyun: env.SMS_ALIYUN_ENDPOINT,
        tencent: env.SMS_TENCENT_ENDPOINT,
        qiniu: env.SMS_QINIU_ENDPOINT,
        yunpian: env.SMS_YUNPIAN_ENDPOINT,
      },
      phoneIntervalSeconds: env.SMS_PHONE_INTERVAL_SECONDS,
      phoneDaily: env.SMS_PHONE_DAILY_LIMIT,
      tenantDaily: env.SMS_TENANT_DAILY_LIMIT,
    },
  };
}

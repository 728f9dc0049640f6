import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('should apply the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dbUrl: undefined,
      demoData: true,
      captchaEnabled: false,
      loginFailLimit: 5,
      nodeEnv: 'development',
    });
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('should list every problem at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DB_URL: 'postgres://x', CAPTCHA_ENABLED: 'maybe' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DB_URL');
      expect(problems).toContain('CAPTCHA_ENABLED');
    }
  });

  it('should refuse to start in production without a JWT secret or with demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DB_URL: 'mysql://a:b@h:3306/d' })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DB_URL: 'mysql://a:b@h:3306/d', JWT_SECRET: 'x'.repeat(40), DEMO_DATA: 'true' }),
    ).toThrow(/DEMO_DATA/);
    expect(loadConfig({ NODE_ENV: 'production', DB_URL: 'mysql://a:b@h:3306/d', JWT_SECRET: 'x'.repeat(40) }).demoData).toBe(false);
  });

  it('should refuse several nodes (REDIS_URL) on local-disk files unless S3 is set or the folder is shared', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/several nodes \(REDIS_URL\) need files every node can read/);
    const s3 = { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', ...s3 }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', STORAGE_SHARED_DIR: 'true' }).redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('should read DB_READ_URLS as a list of MySQL URLs, only beside a MySQL DB_URL', () => {
    expect(loadConfig({}).dbReadUrls).toEqual([]);
    const primary = 'mysql://app:app@db1:3306/exam';
    expect(loadConfig({ DB_URL: primary, DB_READ_URLS: 'mysql://ro:ro@db2:3306/exam, mysql://ro:ro@db3:3306/exam' }).dbReadUrls).toEqual([
      'mysql://ro:ro@db2:3306/exam',
      'mysql://ro:ro@db3:3306/exam',
    ]);
    expect(() => loadConfig({ DB_URL: primary, DB_READ_URLS: 'postgres://db2/exam' })).toThrow(/DB_READ_URLS/);
    expect(() => loadConfig({ DB_READ_URLS: 'mysql://ro:ro@db2:3306/exam' })).toThrow(/DB_READ_URLS: read replicas need DB_URL/);
  });

  it('should read REDIS_URL, treat an empty one as unset and refuse one that is not a redis URL', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', STORAGE_SHARED_DIR: 'true' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('should refuse a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATASOURCE_SECRET: 'short' })).toThrow(/DATASOURCE_SECRET/);
    expect(loadConfig({ DATASOURCE_SECRET: 'd'.repeat(32) }).datasourceSecret).toBe('d'.repeat(32));
  });

  it('should read the log, upload and S3 settings and refuse half an S3 configuration', () => {
    expect(loadConfig({})).toMatchObject({ logApiSampleRate: 1, logRetentionDays: 90, uploadMaxMb: 20, s3: undefined });
    expect(() => loadConfig({ LOG_API_SAMPLE_RATE: '1.5' })).toThrow(/LOG_API_SAMPLE_RATE/);
    expect(() => loadConfig({ S3_BUCKET: 'exam' })).toThrow(/S3_ACCESS_KEY_ID/);
    const s3 = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'exam-files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).s3;
    expect(s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'exam-files',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('should read the SMS endpoints and limits and refuse an endpoint that is not a URL', () => {
    const config = loadConfig({ SMS_TENCENT_ENDPOINT: 'http://127.0.0.1:9/tencent', SMS_ALIYUN_ENDPOINT: '', SMS_PHONE_DAILY_LIMIT: '3' });
    expect(config.sms).toEqual({
      endpoints: { aliyun: undefined, tencent: 'http://127.0.0.1:9/tencent', qiniu: undefined, yunpian: undefined },
      phoneIntervalSeconds: 60,
      phoneDaily: 3,
      tenantDaily: 1000,
    });
    expect(() => loadConfig({ SMS_QINIU_ENDPOINT: 'sms.qiniuapi.com' })).toThrow(/SMS_QINIU_ENDPOINT/);
  });
});

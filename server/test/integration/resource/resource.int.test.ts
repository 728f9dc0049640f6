import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Attach } from '../../../src/modules/resource/attach/attach.entity';
import { Oss } from '../../../src/modules/resource/oss/oss.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken, legacyToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);
const SUBMIT = 'mutation ($input: OssInput!) { submitStorageConfig(input: $input) { id ossCode category status hasSecret bucketName } }';
const CONFIGS = 'query { storageConfigs { records { id ossCode status hasSecret } total } }';
const ATTACHMENTS = 'query { attachments { records { id originalName extension attachSize link } total } }';

/** Every file under a folder, recursively. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) {
    return [];
  }
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

describe('object storage and attachments', () => {
  let app: TestApp;
  let demoAdmin: string;

  beforeAll(async () => {
    app = await startTestApp({ UPLOAD_MAX_MB: '1' });
    demoAdmin = (await legacyToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).access_token;
  });

  afterAll(async () => {
    await app.close();
  });

  const upload = (token: string | null, content: Buffer, name: string, pathName = 'put-file') => {
    const request = app.http.post(`/api/blade-resource/oss/endpoint/${pathName}`);
    return (token ? request.set('Blade-Auth', `bearer ${token}`) : request).attach('file', content, name);
  };
  const uploads = () => filesUnder(path.join(app.config.dataDir, 'uploads'));

  it('should store an upload on local disk under the tenant and serve it back as an attachment', async () => {
    const response = await upload(demoAdmin, PNG, '头像.png');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    const data = response.body.data as { link: string; domain: string; name: string; originalName: string; attachId: string };
    expect(Object.keys(data).sort()).toEqual(['attachId', 'domain', 'link', 'name', 'originalName']);
    expect(data.originalName).toBe('头像.png');
    expect(data.name).toMatch(/^upload\/\d{8}\/\d+\.png$/);
    expect(data.link).toBe(`/api/blade-resource/attach/download?id=${data.attachId}`);
    const stored = uploads().filter((file) => file.endsWith(`${data.attachId}.png`));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain(path.join('uploads', DEMO_TENANT_ID));

    const download = await app.http.get(data.link).set('Blade-Auth', `bearer ${demoAdmin}`).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.compare(download.body as Buffer, PNG)).toBe(0);

    const viaAttach = await upload(demoAdmin, PNG, 'b.png', 'put-file-attach');
    expect(viaAttach.body.data.attachId).toMatch(/^\d+$/);
    const listed = await graphql<{ attachments: { records: Array<{ id: string; attachSize: string }> } }>(
      app.http,
      ATTACHMENTS,
      {},
      { token: demoAdmin },
    );
    expect(listed.data?.attachments.records.map((row) => row.id)).toEqual(
      expect.arrayContaining([data.attachId, viaAttach.body.data.attachId]),
    );
    expect(listed.data?.attachments.records[0]?.attachSize).toBe(String(PNG.length));
    const rest = await app.http
      .get('/api/blade-resource/attach/list')
      .query({ originalName: '头像' })
      .set('Blade-Auth', `bearer ${demoAdmin}`);
    expect(rest.body.data.records).toHaveLength(1);
    expect(rest.body.data.records[0]).toMatchObject({
      id: data.attachId,
      domain: '/api/blade-resource/attach/download',
      extension: 'png',
      attachSize: PNG.length,
    });
    const detail = await app.http
      .get('/api/blade-resource/attach/detail')
      .query({ id: data.attachId })
      .set('Blade-Auth', `bearer ${demoAdmin}`);
    expect(detail.body.data).toMatchObject({ id: data.attachId, originalName: '头像.png' });
  });

  it('should refuse a disguised file type, a file type not allowed and an oversized file, storing nothing', async () => {
    const before = uploads().length;
    const rowsBefore = await app.application.orm.em.fork().count(Attach, {}, { filters: false });
    const disguised = await upload(demoAdmin, Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png');
    expect(disguised.status).toBe(400);
    expect(disguised.body).toMatchObject({ code: 400, success: false, msg: '文件内容与扩展名 png 不符' });
    const script = await upload(demoAdmin, Buffer.from('#!/bin/sh'), 'run.sh').set('Accept-Language', 'en');
    expect(script.body.msg).toMatch(/^This file type is not allowed/);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const oversized = await upload(demoAdmin, big, 'big.png');
    expect(oversized.status).toBe(400);
    expect(oversized.body.msg).toBe('文件大小不能超过 1 MB');
    const none = await app.http.post('/api/blade-resource/oss/endpoint/put-file').set('Blade-Auth', `bearer ${demoAdmin}`).send({});
    expect(none.body.msg).toBe('请选择要上传的文件');
    expect(uploads().length).toBe(before);
    expect(await app.application.orm.em.fork().count(Attach, {}, { filters: false })).toBe(rowsBefore);
  });

  describe('files of another tenant', () => {
    let link: string;
    let attachId: string;
    let other: Awaited<ReturnType<typeof buildTenant>>;
    let otherToken: string;

    beforeAll(async () => {
      const response = await upload(demoAdmin, PNG, 'secret.png');
      link = response.body.data.link as string;
      attachId = response.body.data.attachId as string;
      other = await buildTenant(app.application.orm, { permissions: ['attach', 'attach_delete', 'attach_download'] });
      otherToken = (await legacyToken(app.http, other.tenantId, 'admin', other.admin.password)).access_token;
    });

    it('should keep files to their tenant: another tenant can neither download, list, read nor remove them', async () => {
      const download = await app.http.get(link).set('Blade-Auth', `bearer ${otherToken}`);
      expect(download.status).toBe(404);
      const list = await graphql<{ attachments: { total: number } }>(app.http, ATTACHMENTS, {}, { token: otherToken });
      expect(list.data?.attachments.total).toBe(0);
      const detail = await graphql(app.http, 'query ($id: ID!) { attachment(id: $id) { id } }', { id: attachId }, { token: otherToken });
      expect(detail.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      const remove = await app.http
        .post('/api/blade-resource/attach/remove')
        .query({ ids: attachId })
        .set('Blade-Auth', `bearer ${otherToken}`);
      expect(remove.body.code).toBe(200);
      expect(await app.application.orm.em.fork().count(Attach, { id: attachId }, { filters: false })).toBe(1);
      const stillThere = await app.http.get(link).set('Blade-Auth', `bearer ${demoAdmin}`);
      expect(stillThere.status).toBe(200);
    });

    it('should refuse anonymous uploads, downloads and lists', async () => {
      const anonymousUpload = await upload(null, PNG, 'a.png');
      expect(anonymousUpload.status).toBe(401);
      const anonymousDownload = await app.http.get(link);
      expect(anonymousDownload.status).toBe(401);
      expect((await graphql(app.http, ATTACHMENTS)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    });

    it('should let a user without attachment permissions upload and download (avatars) but not list or delete', async () => {
      const plain = await buildRole(app.application.orm, { tenantId: other.tenantId, alias: 'plain', permissions: [] });
      const user = await buildUser(app.application.orm, { tenantId: other.tenantId, roleIds: [plain.id], deptId: other.deptId });
      const userToken = (await legacyToken(app.http, other.tenantId, user.account, user.password)).access_token;
      const own = await upload(userToken, PNG, 'avatar.png');
      expect(own.status).toBe(200);
      expect((await app.http.get(own.body.data.link).set('Blade-Auth', `bearer ${userToken}`)).status).toBe(200);
      expect((await app.http.get('/api/blade-resource/attach/list').set('Blade-Auth', `bearer ${userToken}`)).status).toBe(403);
      const removeOwn = 'mutation ($ids: [ID!]!) { removeAttachments(ids: $ids) }';
      expect(
        (await graphql(app.http, removeOwn, { ids: [own.body.data.attachId] }, { token: userToken })).errors?.[0]?.extensions.code,
      ).toBe('FORBIDDEN');
      const removed = await graphql<{ removeAttachments: number }>(
        app.http,
        removeOwn,
        { ids: [own.body.data.attachId] },
        { token: otherToken },
      );
      expect(removed.data?.removeAttachments).toBe(1);
    });
  });

  /**
   * One tenant's storage configurations through their life: the `it`s below run in order on the rows the
   * earlier ones wrote (an S3 and a local configuration, then an edit, then enabling the local one).
   */
  describe('storage configurations', () => {
    const ENABLE = 'mutation ($id: ID!) { enableStorageConfig(id: $id) { id } }';
    let orm: TestApp['application']['orm'];
    let tenant: Awaited<ReturnType<typeof buildTenant>>;
    let token: string;
    let legacy: string;
    let auth: Record<string, string>;
    let s3: Awaited<ReturnType<typeof graphql<{ submitStorageConfig: { id: string; hasSecret: boolean; status: number } }>>>;
    let row: Oss;
    let localId: string;

    beforeAll(async () => {
      orm = app.application.orm;
      tenant = await buildTenant(orm, { permissions: ['oss', 'oss_add', 'oss_edit', 'oss_view', 'oss_delete', 'oss_enable'] });
      token = (await graphqlToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).accessToken;
      legacy = (await legacyToken(app.http, tenant.tenantId, 'admin', tenant.admin.password)).access_token;
      auth = { 'Blade-Auth': `bearer ${legacy}` };
      const input = {
        category: 2,
        ossCode: 'minio',
        endpoint: 'http://127.0.0.1:9000',
        accessKey: 'AKIA',
        secretKey: 'super-secret-value',
        bucketName: 'exam-files',
        region: 'us-east-1',
      };
      s3 = await graphql(app.http, SUBMIT, { input }, { token });
      row = await orm.em.fork().findOneOrFail(Oss, { id: s3.data?.submitStorageConfig.id ?? '' }, { filters: false });
      const local = await graphql<{ submitStorageConfig: { id: string } }>(
        app.http,
        SUBMIT,
        { input: { category: 1, ossCode: 'disk' } },
        { token },
      );
      localId = local.data?.submitStorageConfig.id ?? '';
    });

    it('should store an S3 secret encrypted and answer only that one is set', () => {
      expect(s3.errors).toBeUndefined();
      expect(s3.data?.submitStorageConfig).toMatchObject({ hasSecret: true, status: 1 });
      expect(row.secretKey.startsWith('v1:')).toBe(true);
      expect(row.secretKey).not.toContain('super-secret-value');
    });

    it('should keep the stored secret when an edit sends none', async () => {
      const input = { id: row.id, category: 2, ossCode: 'minio', accessKey: 'AKIA', bucketName: 'exam-files2' };
      const edited = await graphql<{ submitStorageConfig: { hasSecret: boolean } }>(app.http, SUBMIT, { input }, { token });
      expect(edited.data?.submitStorageConfig.hasSecret).toBe(true);
    });

    it('should refuse a duplicate code, an incomplete S3 configuration and a bad category, writing nothing', async () => {
      const duplicate = await graphql(app.http, SUBMIT, { input: { category: 1, ossCode: 'disk' } }, { token });
      expect(duplicate.errors?.[0]).toMatchObject({ message: '当前资源编号已存在!', extensions: { code: 'CONFLICT' } });
      const incomplete = await graphql(app.http, SUBMIT, { input: { category: 2, ossCode: 'aws' } }, { token, language: 'en' });
      expect(incomplete.errors?.[0]?.extensions.fields?.map((field) => field.field)).toEqual(['bucketName', 'accessKey', 'secretKey']);
      const badCategory = await graphql(app.http, SUBMIT, { input: { category: 7, ossCode: '' } }, { token });
      expect(badCategory.errors?.[0]?.extensions.fields?.map((field) => field.message)).toEqual(['请选择存储类型', '请输入资源编号']);
      expect(await orm.em.fork().count(Oss, { tenantId: tenant.tenantId }, { filters: false })).toBe(2);
    });

    it('should keep one configuration enabled per tenant and never return the secret over GraphQL or REST', async () => {
      expect((await app.http.post('/api/blade-resource/oss/enable').query({ id: row.id }).set(auth)).body.code).toBe(200);
      expect((await app.http.post('/api/blade-resource/oss/enable').query({ id: localId }).set(auth)).body.code).toBe(200);
      const configs = await graphql<{ storageConfigs: { records: Array<{ id: string; status: number }> } }>(
        app.http,
        CONFIGS,
        {},
        { token },
      );
      const statuses = Object.fromEntries(configs.data?.storageConfigs.records.map((config) => [config.id, config.status]) ?? []);
      expect(statuses).toEqual({ [row.id]: 1, [localId]: 2 });
      const detail = await app.http.get('/api/blade-resource/oss/detail').query({ id: row.id }).set(auth);
      expect(detail.body.data).toMatchObject({
        id: row.id,
        ossCode: 'minio',
        category: 2,
        categoryName: 'S3',
        secretKey: '',
        hasSecret: true,
        bucketName: 'exam-files2',
        statusName: '否',
      });
      const restList = await app.http.get('/api/blade-resource/oss/list').query({ category: '2' }).set(auth);
      expect(restList.body.data.records.map((config: { id: string }) => config.id)).toEqual([row.id]);
      expect(JSON.stringify([configs, detail.body, restList.body])).not.toContain('super-secret');
    });

    it('should add a configuration over the legacy submit path in the contract envelope', async () => {
      const submitted = await app.http.post('/api/blade-resource/oss/submit').set(auth).send({ category: '1', ossCode: 'disk2' });
      expect(submitted.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    });

    it('should store uploads of the tenant through its enabled (local) configuration', async () => {
      const uploaded = await upload(legacy, PNG, 'x.png');
      const attach = await orm.em.fork().findOneOrFail(Attach, { id: uploaded.body.data.attachId }, { filters: false });
      expect(attach).toMatchObject({ category: 1, ossId: localId, tenantId: tenant.tenantId });
    });

    it('should keep another tenant from seeing, enabling or deleting them, and its own enable leaves them alone', async () => {
      const other = await buildTenant(orm, { permissions: ['oss', 'oss_view', 'oss_enable', 'oss_delete', 'oss_add'] });
      const otherToken = (await graphqlToken(app.http, other.tenantId, 'admin', other.admin.password)).accessToken;
      expect(
        (await graphql<{ storageConfigs: { total: number } }>(app.http, CONFIGS, {}, { token: otherToken })).data?.storageConfigs.total,
      ).toBe(0);
      expect((await graphql(app.http, ENABLE, { id: row.id }, { token: otherToken })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      const own = await graphql<{ submitStorageConfig: { id: string } }>(
        app.http,
        SUBMIT,
        { input: { category: 1, ossCode: 'disk' } },
        { token: otherToken },
      );
      await graphql(app.http, ENABLE, { id: own.data?.submitStorageConfig.id }, { token: otherToken });
      expect((await orm.em.fork().findOneOrFail(Oss, { id: localId }, { filters: false })).status).toBe(2);
      const remove = 'mutation ($ids: [ID!]!) { removeStorageConfigs(ids: $ids) }';
      expect(
        (await graphql<{ removeStorageConfigs: number }>(app.http, remove, { ids: [localId] }, { token: otherToken })).data
          ?.removeStorageConfigs,
      ).toBe(0);
    });

    it('should refuse changes by a user without the codes and every call of an anonymous caller', async () => {
      const viewerRole = await buildRole(orm, { tenantId: tenant.tenantId, alias: 'viewer', permissions: ['oss'] });
      const viewer = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [viewerRole.id], deptId: tenant.deptId });
      const viewerToken = (await graphqlToken(app.http, tenant.tenantId, viewer.account, viewer.password)).accessToken;
      expect(
        (await graphql(app.http, SUBMIT, { input: { category: 1, ossCode: 'nope' } }, { token: viewerToken })).errors?.[0]?.extensions.code,
      ).toBe('FORBIDDEN');
      expect((await graphql(app.http, ENABLE, { id: row.id }, { token: viewerToken })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect((await graphql(app.http, CONFIGS, {})).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    });

    it('should soft-delete a configuration over the legacy remove path', async () => {
      const removed = await app.http.post('/api/blade-resource/oss/remove').query({ ids: row.id }).set(auth);
      expect(removed.body.code).toBe(200);
      expect(await orm.em.fork().count(Oss, { tenantId: tenant.tenantId }, { filters: false })).toBe(3);
      expect(await orm.em.fork().count(Oss, { tenantId: tenant.tenantId, isDeleted: 0 }, { filters: false })).toBe(2);
    });
  });
});

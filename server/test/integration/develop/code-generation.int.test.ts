import { strFromU8, unzipSync } from 'fflate';
import { BUILT_IN_DATASOURCE_ID } from '../../../src/modules/develop/datasource/built-in-datasource';
import { buildCodegenJob } from '../../../src/modules/develop/generator/code-job-builder';
import { CodeRecord } from '../../../src/modules/develop/code/code.entity';
import { DataModel } from '../../../src/modules/develop/model/model.entity';
import { ModelPrototype } from '../../../src/modules/develop/model/model-prototype.entity';
import { UsualLog } from '../../../src/modules/log/usual-log.entity';
import { DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { SABER_BASIC, graphql, graphqlToken, legacyAuth } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { typeErrors, wiredServerFiles } from '../../helpers/typecheck-generated';

jest.setTimeout(180_000);

interface File {
  path: string;
  language: string;
  content: string;
  sha256: string;
}

const PREVIEW = 'query ($id: ID!) { codePreview(id: $id) { path language content sha256 } }';
const DOWNLOAD = 'query ($ids: [ID!]!) { codeDownload(ids: $ids) { fileName base64 fileCount } }';

describe('code generation: preview and download of a code record', () => {
  let app: TestApp;
  let platform: string;
  let tenantAdmin: string;
  let codeId: string;

  beforeAll(async () => {
    app = await startTestApp();
    platform = (await graphqlToken(app.http, '000000', 'admin', 'admin')).accessToken;
    tenantAdmin = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
    // No prefix: blade_notice becomes BladeNotice (Notice is the product's own entity; see the refusal below).
    codeId = await codeRecordFor({ table: 'blade_notice', code: 'notice', className: 'Notice', name: '新闻' });
  });

  /** A code record (no table prefix) for a table of the product's database, its prototypes as the drafts propose. */
  async function codeRecordFor(table: { table: string; code: string; className: string; name: string }): Promise<string> {
    const model = await graphql<{ submitDataModel: { id: string } }>(
      app.http,
      'mutation ($input: ModelInput!) { submitDataModel(input: $input) { id } }',
      {
        input: {
          datasourceId: BUILT_IN_DATASOURCE_ID,
          modelName: table.name,
          modelCode: table.code,
          modelTable: table.table,
          modelClass: table.className,
        },
      },
      { token: platform },
    );
    expect(model.errors).toBeUndefined();
    const modelId = model.data?.submitDataModel.id ?? '';
    const drafts = await graphql<{ modelPrototypeDrafts: Array<Record<string, unknown>> }>(
      app.http,
      `
        query ($modelId: ID!) {
          modelPrototypeDrafts(modelId: $modelId) {
            jdbcName
            jdbcType
            jdbcComment
            propertyName
            propertyType
            propertyEntity
            isList
            isForm
            isRow
            isRequired
            isQuery
            componentType
            dictCode
            queryType
            maxLength
            sort
          }
        }
      `,
      { modelId },
      { token: platform },
    );
    expect(drafts.errors).toBeUndefined();
    const list = (drafts.data?.modelPrototypeDrafts ?? []).map((row) => ({
      ...row,
      modelId,
      isQuery: row['jdbcName'] === 'title',
      queryType: row['jdbcName'] === 'title' ? 'like' : row['queryType'],
    }));
    const saved = await graphql(
      app.http,
      'mutation ($list: [ModelPrototypeInput!]!) { submitModelPrototypes(list: $list) { id } }',
      { list },
      { token: platform },
    );
    expect(saved.errors).toBeUndefined();
    const code = await graphql<{ submitCodeRecord: { id: string } }>(
      app.http,
      'mutation ($input: CodeInput!) { submitCodeRecord(input: $input) { id } }',
      { input: { modelId, codeName: table.name, serviceName: 'blade-news', packageName: 'org.springblade.news', tablePrefix: '' } },
      { token: platform },
    );
    expect(code.errors).toBeUndefined();
    return code.data?.submitCodeRecord.id ?? '';
  }

  afterAll(async () => {
    await app.close();
  });

  it('previews the files of a table of the product’s own database, which type-check inside this repository when wired', async () => {
    const preview = await graphql<{ codePreview: File[] }>(app.http, PREVIEW, { id: codeId }, { token: platform });
    expect(preview.errors).toBeUndefined();
    const files = preview.data?.codePreview ?? [];
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['server/src/modules/news/blade-notice/blade-notice.entity.ts', 'server/src/modules/news/news.module.ts']),
    );
    const entity = files.find((file) => file.path.endsWith('blade-notice.entity.ts'))?.content ?? '';
    expect(entity).toContain("@Entity({ tableName: 'blade_notice' })");
    expect(entity).toContain('export class BladeNotice extends TenantScopedEntity');
    const service = files.find((file) => file.path.endsWith('blade-notice.service.ts'))?.content ?? '';
    expect(service).toContain("where.title = { $like: likePattern(filter.title, 'contains') }");
    const em = app.application.orm.em.fork();
    const record = await em.findOneOrFail(CodeRecord, { id: codeId });
    const model = await em.findOneOrFail(DataModel, { id: record.modelId });
    const job = buildCodegenJob(record, model, await em.find(ModelPrototype, { modelId: model.id }));
    expect(
      typeErrors(
        wiredServerFiles(
          job,
          files.map((file) => ({ ...file, language: 'typescript' as const })),
        ),
      ),
    ).toEqual([]);
  });

  it('brings the migration only for a table the product’s database does not have (a model read elsewhere, or dropped since)', async () => {
    const withTable = (await graphql<{ codePreview: File[] }>(app.http, PREVIEW, { id: codeId }, { token: platform })).data?.codePreview;
    expect(withTable?.filter((file) => file.path.includes('/migrations/'))).toEqual([]);

    const connection = app.application.orm.em.getConnection();
    await connection.execute('create table demo_course (id bigint not null primary key, title varchar(100) not null, hours int)');
    const courseCode = await codeRecordFor({ table: 'demo_course', code: 'course', className: 'Course', name: '课程' });
    await connection.execute('drop table demo_course');
    const preview = await graphql<{ codePreview: File[] }>(app.http, PREVIEW, { id: courseCode }, { token: platform });
    expect(preview.errors).toBeUndefined();
    const migrations = (preview.data?.codePreview ?? []).filter((file) => file.path.includes('/migrations/'));
    expect(migrations.map((file) => file.path.split('/migrations/')[1]?.split('/')[0]).sort()).toEqual(['mysql', 'sqlite']);
    expect(migrations.every((file) => /create table \\?`demo_course\\?`/.test(file.content))).toBe(true);
  });

  it('downloads the same files as one zip over GraphQL and the legacy gen-code path, and logs both', async () => {
    const preview = await graphql<{ codePreview: File[] }>(app.http, PREVIEW, { id: codeId }, { token: platform });
    const expected = Object.fromEntries((preview.data?.codePreview ?? []).map((file) => [file.path, file.content]));
    const download = await graphql<{ codeDownload: { fileName: string; base64: string; fileCount: number } }>(
      app.http,
      DOWNLOAD,
      { ids: [codeId] },
      { token: platform },
    );
    expect(download.errors).toBeUndefined();
    expect(download.data?.codeDownload).toMatchObject({ fileName: 'code-blade_notice.zip', fileCount: Object.keys(expected).length });
    const entries = unzipSync(Buffer.from(download.data?.codeDownload.base64 ?? '', 'base64'));
    expect(Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]))).toEqual(expected);

    const auth = { Authorization: SABER_BASIC, ...(await legacyAuth(app.http, '000000', 'admin', 'admin')) };
    const legacy = await app.http
      .post('/api/blade-develop/code/gen-code')
      .set(auth)
      .query({ ids: codeId, system: 'saber' })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(legacy.status).toBe(200);
    expect(legacy.headers['content-type']).toBe('application/zip');
    expect(Object.keys(unzipSync(legacy.body as Buffer)).sort()).toEqual(Object.keys(expected).sort());
    await app.application.services.logs.buffer.flush();
    const logs = await app.application.orm.em
      .fork()
      .find(UsualLog, { logId: { $in: ['code.preview', 'code.download'] } }, { filters: false });
    expect(new Set(logs.map((log) => log.logId))).toEqual(new Set(['code.preview', 'code.download']));
  });

  it('refuses a tenant administrator, anonymous callers, an unknown record and a record it cannot generate, writing nothing', async () => {
    const forbidden = await graphql(app.http, PREVIEW, { id: codeId }, { token: tenantAdmin });
    expect(forbidden.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await graphql(app.http, PREVIEW, { id: codeId })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(app.http, DOWNLOAD, { ids: ['1123598819738675299'] }, { token: platform })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    const em = app.application.orm.em.fork();
    const record = await em.findOneOrFail(CodeRecord, { id: codeId });
    const bad = em.create(CodeRecord, {
      modelId: record.modelId,
      codeName: 'bad',
      serviceName: 'Bad Service',
      packageName: 'org.x.9lives',
      tableName: 'blade_notice',
      baseMode: 1,
    });
    await em.flush();
    const refused = await graphql(app.http, PREVIEW, { id: bad.id }, { token: platform, language: 'en' });
    expect(refused.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const fields = (refused.errors?.[0]?.extensions['fields'] ?? []) as Array<{ field: string; message: string }>;
    expect(fields.map((field) => field.field).sort()).toEqual(['baseMode', 'packageName', 'serviceName']);
    expect(fields.find((field) => field.field === 'baseMode')?.message).toContain('audit columns');

    // blade_notice with the prefix blade_ would be a second Notice entity: refused by name, for preview and download.
    const taken = em.create(CodeRecord, { ...record, id: undefined, codeName: 'taken', tablePrefix: 'blade_' });
    await em.flush();
    for (const answer of [
      await graphql(app.http, PREVIEW, { id: taken.id }, { token: platform, language: 'en' }),
      await graphql(app.http, DOWNLOAD, { ids: [codeId, taken.id] }, { token: platform, language: 'en' }),
    ]) {
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', messageKey: 'codegen.entityTaken' });
      expect(answer.errors?.[0]?.message).toContain('Notice');
    }
  });

  it('answers nothing while code generation is switched off', async () => {
    const off = await startTestApp({ CODEGEN_ENABLED: 'false' });
    try {
      const token = (await graphqlToken(off.http, '000000', 'admin', 'admin')).accessToken;
      const result = await graphql(off.http, PREVIEW, { id: '1123598819738675299' }, { token, language: 'en' });
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringContaining('CODEGEN_ENABLED') });
    } finally {
      await off.close();
    }
  });
});

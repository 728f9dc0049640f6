import { createHash } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { TENANT_FILTER } from '../../../src/core/db/filters';
import { Notice } from '../../../src/modules/desk/notice/notice.entity';
import { ExamAccommodation } from '../../../src/modules/exam/accommodation/accommodation.entity';
import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { IntegrityEvent } from '../../../src/modules/exam/attempt/integrity-event.entity';
import { ExamCandidate } from '../../../src/modules/exam/candidate/exam-candidate.entity';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { PaperQuestion } from '../../../src/modules/exam/paper/paper-question.entity';
import { PaperSection } from '../../../src/modules/exam/paper/paper-section.entity';
import { Paper } from '../../../src/modules/exam/paper/paper.entity';
import { QuestionOption } from '../../../src/modules/exam/question/question-option.entity';
import { Question } from '../../../src/modules/exam/question/question.entity';
import { QuestionBank } from '../../../src/modules/exam/bank/question-bank.entity';
import { ApiLog } from '../../../src/modules/log/api-log.entity';
import { ErrorLog } from '../../../src/modules/log/error-log.entity';
import { UsualLog } from '../../../src/modules/log/usual-log.entity';
import { Attach } from '../../../src/modules/resource/attach/attach.entity';
import { Oss } from '../../../src/modules/resource/oss/oss.entity';
import { SmsCode } from '../../../src/modules/resource/sms/sms-code.entity';
import { SmsConfig } from '../../../src/modules/resource/sms/sms.entity';
import { Dept } from '../../../src/modules/system/dept/dept.entity';
import { DictBiz } from '../../../src/modules/system/dict/dict-biz.entity';
import { Post } from '../../../src/modules/system/post/post.entity';
import { Role } from '../../../src/modules/system/role/role.entity';
import { TopMenu } from '../../../src/modules/system/top-menu/top-menu.entity';
import { User } from '../../../src/modules/system/user/user.entity';
import { WfDeployment } from '../../../src/modules/workflow/repository/wf-deployment.entity';
import { WfModel } from '../../../src/modules/workflow/repository/wf-model.entity';
import { WfProcessDefinition } from '../../../src/modules/workflow/repository/wf-process-definition.entity';
import { WfProcessInstance } from '../../../src/modules/workflow/runtime/wf-process-instance.entity';
import { DEMO_DEPT_IDS, DEMO_ROLE_IDS, DEMO_TENANT_ID, DEMO_USER_IDS } from '../../../src/seeders/demo/demo-ids';
import { CROSS_TENANT_TARGETS, type CrossTenantKind } from '../../access/cross-tenant-targets';
import { ProcessLeave } from '../../../src/modules/workflow/leave/process-leave.entity';
import { WfTask } from '../../../src/modules/workflow/task/wf-task.entity';
import { LEAVE_MODEL_XML } from '../../../src/modules/workflow/leave/leave-model';
import { contextOf } from '../workflow/workflow-fixture';
import { callOf, idPlaces, MISSING_ID, rootFields } from '../../access/schema-walk';
import { buildExamScenario, type ExamScenario } from '../../factories/exam-attempt.factory';
import { buildTopMenu } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { ReportDefinition } from '../../../src/modules/report/definition/report-definition.entity';
import { reportTenantSetup } from '../../../src/modules/report/definition/report-tenant-setup';

type Row = { id: string };
type EntityClass = abstract new (...args: never[]) => Row;

/** The entity behind each kind of tenant-owned row. */
const KIND_ENTITIES: Record<Exclude<CrossTenantKind, 'platform'>, EntityClass> = {
  user: User,
  dept: Dept,
  role: Role,
  post: Post,
  notice: Notice,
  topMenu: TopMenu,
  attachment: Attach,
  storage: Oss,
  smsConfig: SmsConfig,
  smsCode: SmsCode,
  dictBiz: DictBiz,
  bank: QuestionBank,
  question: Question,
  questionOption: QuestionOption,
  paper: Paper,
  paperSection: PaperSection,
  paperQuestion: PaperQuestion,
  examination: Examination,
  candidate: ExamCandidate,
  attempt: Attempt,
  attemptItem: AttemptItem,
  integrityEvent: IntegrityEvent,
  accommodation: ExamAccommodation,
  usualLog: UsualLog,
  apiLog: ApiLog,
  errorLog: ErrorLog,
  workflowModel: WfModel,
  processDefinition: WfProcessDefinition,
  deployment: WfDeployment,
  processInstance: WfProcessInstance,
  workflowTask: WfTask,
  processLeave: ProcessLeave,
  reportDefinition: ReportDefinition,
};

/** The demo tenant's own rows put in the other id places of a call, so only the one foreign id can make it fail. */
const OWN_FIXED: Partial<Record<CrossTenantKind, string>> = {
  user: DEMO_USER_IDS.student,
  role: DEMO_ROLE_IDS.student,
  dept: DEMO_DEPT_IDS.academic,
};

/** Any typed refusal will do (NOT_FOUND, FORBIDDEN, VALIDATION, CONFLICT, TENANT_NOT_FOUND, ...), never INTERNAL. */
const ERROR_CODES_REFUSED = new Set(['INTERNAL', 'INTERNAL_SERVER_ERROR']);

/**
 * Every root field that takes an id, called by the demo tenant's administrator with another tenant's row
 * in that place (the committed CROSS_TENANT_TARGETS says which kind of row): the answer must be a refusal
 * or empty, must not carry the other tenant's rows, and nothing of the other tenant may change.
 */

/** Every id-taking root field twice, with a digest of every tenant-owned table per call: about 20 s embedded, 40-110 s on MariaDB on a busy
 * 2-core machine. */
const CROSS_TENANT_TIMEOUT = 300_000;
describe('cross-tenant ids on every root field', () => {
  let app: TestApp;
  let scenario: ExamScenario;
  const foreign = new Map<CrossTenantKind, string>();
  const own = new Map<CrossTenantKind, string>();

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    scenario = await buildExamScenario(orm);
    const tenantId = scenario.tenant.tenantId;
    const student = await graphqlToken(app.http, tenantId, scenario.student.account, scenario.student.password);
    await graphql(
      app.http,
      'mutation ($id: ID!) { startAttempt(examinationId: $id) { __typename } }',
      { id: scenario.exam.id },
      { token: student.accessToken },
    );
    await seedForeignRows(orm, tenantId);
    await seedForeignWorkflow(app, scenario);
    for (const kind of Object.keys(KIND_ENTITIES) as Array<Exclude<CrossTenantKind, 'platform'>>) {
      const foreignId = await firstId(orm, KIND_ENTITIES[kind], tenantId);
      if (foreignId) {
        foreign.set(kind, foreignId);
      }
      own.set(kind, OWN_FIXED[kind] ?? (await firstId(orm, KIND_ENTITIES[kind], DEMO_TENANT_ID)) ?? MISSING_ID);
    }
  });

  afterAll(async () => {
    await app.close();
  });

  it('should map every id-taking root field to a kind of other-tenant row', () => {
    const places = rootFields().flatMap((root) => idPlaces(root).map((place) => `${root.key}.${place}`));
    const unmapped = places.filter((place) => !(place in CROSS_TENANT_TARGETS));
    const stale = Object.keys(CROSS_TENANT_TARGETS).filter((place) => !places.includes(place));
    expect({ unmapped, stale }).toEqual({ unmapped: [], stale: [] });
    const missingRows = [...new Set(Object.values(CROSS_TENANT_TARGETS))].filter((kind) => kind !== 'platform' && !foreign.has(kind));
    expect(missingRows).toEqual([]);
  });

  it(
    'should refuse or answer empty, return nothing and change nothing of the other tenant',
    async () => {
      const tenantId = scenario.tenant.tenantId;
      let token = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
      const foreignIds = new Set(foreign.values());
      const problems: string[] = [];
      const outcomes = new Map<string, number>();
      const variants = [
        { name: 'alone', withOptional: false },
        { name: 'with own ids in every other id place', withOptional: true },
      ];
      for (const variant of variants) {
        for (const root of rootFields()) {
          for (const place of idPlaces(root)) {
            const kind = CROSS_TENANT_TARGETS[`${root.key}.${place}`];
            const foreignId = kind ? foreign.get(kind) : undefined;
            if (!foreignId) {
              continue;
            }
            const required = idPlaces(root, true);
            const idFor = (at: string): string | undefined => {
              if (at === place) {
                return foreignId;
              }
              if (!variant.withOptional && !required.includes(at)) {
                return undefined;
              }
              const otherKind = CROSS_TENANT_TARGETS[`${root.key}.${at}`];
              return otherKind && otherKind !== 'platform' ? own.get(otherKind) : undefined;
            };
            const before = await tenantSnapshot(app, tenantId);
            const { query, variables } = callOf(root, idFor, 'scalars');
            const result = await graphql<Record<string, unknown>>(app.http, query, variables, { token });
            const codes = (result.errors ?? []).map((error) => error.extensions.code);
            const label = `${root.key}(${place}=${kind ?? ''}, ${variant.name})`;
            let outcome = codes[0] ?? (isEmpty(result.data?.[root.field.name]) ? 'empty' : 'answered');
            if (codes.includes('UNAUTHENTICATED')) {
              token = (await graphqlToken(app.http, DEMO_TENANT_ID, 'admin', 'admin')).accessToken;
            }
            if (codes.length > 0 && codes.some((code) => !code || ERROR_CODES_REFUSED.has(code))) {
              problems.push(`${label}: answered ${codes.join(',')}`);
            }
            const returned = JSON.stringify(result.data ?? null);
            const leaked = [...foreignIds]
              .filter((id) => returned.includes(`"${id}"`))
              .concat(returned.includes(`"${tenantId}"`) ? [tenantId] : []);
            if (leaked.length > 0) {
              problems.push(`${label}: returned the other tenant's ${leaked.join(',')}`);
              outcome = 'leak';
            } else if (outcome === 'answered' && !variant.withOptional) {
              // With own rows in the optional places an answer about them is fine (e.g. roleSelect(userId) of an own user).
              problems.push(`${label}: answered ${returned.slice(0, 200)}`);
            }
            const after = await tenantSnapshot(app, tenantId);
            const changed = [...after.keys()].filter((table) => after.get(table) !== before.get(table));
            if (changed.length > 0) {
              problems.push(`${label}: changed the other tenant's ${changed.join(', ')}`);
              outcome = 'changed';
            }
            outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          }
        }
      }
      console.log(`cross-tenant outcomes: ${JSON.stringify(Object.fromEntries(outcomes))}`);
      expect(problems).toEqual([]);
    },
    CROSS_TENANT_TIMEOUT,
  );
});

/** null, false, 0, an empty list, or an object whose lists are empty and whose total is 0 (an empty page). */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0) {
    return true;
  }
  if (Array.isArray(value)) {
    return value.length === 0;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([key]) => key !== '__typename');
    return entries.every(([key, item]) =>
      Array.isArray(item) ? item.length === 0 : key === 'total' ? item === 0 : !['id'].includes(key) || item === null,
    );
  }
  return false;
}

async function firstId(orm: MikroORM, entity: EntityClass, tenantId: string): Promise<string | undefined> {
  const meta = orm.getMetadata().get(entity.name);
  const column = meta.properties['tenantId']?.fieldNames[0] ?? 'tenant_id';
  const rows = await orm.em
    .getConnection()
    .execute<Array<{ id: string | number }>>(`select id from ${meta.tableName} where ${column} = ? order by id limit 1`, [tenantId]);
  return rows[0] ? String(rows[0].id) : undefined;
}

/** A digest per tenant-owned table of every row of the tenant (buffered log rows written first). */
async function tenantSnapshot(app: TestApp, tenantId: string): Promise<Map<string, string>> {
  await app.application.services.logs.buffer.flush();
  const orm = app.application.orm;
  const digests = new Map<string, string>();
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    const tenantProperty = meta.properties['tenantId'];
    if (meta.abstract || meta.embeddable || !tenantProperty || !meta.tableName) {
      continue;
    }
    const rows = await orm.em
      .getConnection()
      .execute(`select * from ${meta.tableName} where ${tenantProperty.fieldNames[0] ?? 'tenant_id'} = ? order by id`, [tenantId]);
    const text = JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
    digests.set(meta.tableName, createHash('sha256').update(text).digest('hex'));
  }
  return digests;
}

/** The other tenant's rows the exam scenario does not create. */
async function seedForeignRows(orm: MikroORM, tenantId: string): Promise<void> {
  await buildTopMenu(orm, { tenantId, name: 'foreign-top' });
  const em = orm.em.fork();
  em.setFilterParams(TENANT_FILTER, { tenantId });
  const attempt = await em.findOneOrFail(Attempt, { tenantId });
  em.create(Notice, { tenantId, title: 'foreign notice', content: 'foreign' } as Notice);
  em.create(Post, { tenantId, postCode: 'foreign', postName: 'foreign post' } as Post);
  em.create(DictBiz, { tenantId, code: 'foreign', dictKey: '1', dictValue: 'foreign' } as DictBiz);
  em.create(Oss, { tenantId, category: 1, ossCode: 'foreign' } as Oss);
  em.create(SmsConfig, { tenantId, category: 3, smsCode: 'foreign', templateId: 'SMS_1', accessKey: 'foreign' } as SmsConfig);
  em.create(SmsCode, {
    tenantId,
    phone: '13800000000',
    purpose: 'validate',
    codeHash: 'foreign',
    expiresAt: new Date(Date.now() + 600_000),
  } as SmsCode);
  em.create(Attach, {
    tenantId,
    link: 'https://example.com/f.pdf',
    name: 'f.pdf',
    originalName: 'f.pdf',
    extension: 'pdf',
    attachSize: '1',
    category: 1,
    objectKey: 'f.pdf',
  } as Attach);
  em.create(ExamAccommodation, { tenantId, examinationId: attempt.examinationId, userId: attempt.userId } as ExamAccommodation);
  em.create(IntegrityEvent, {
    tenantId,
    attemptId: attempt.id,
    examinationId: attempt.examinationId,
    userId: attempt.userId,
    eventType: 'FOCUS_LOST',
  } as IntegrityEvent);
  em.create(UsualLog, { tenantId } as UsualLog);
  em.create(ApiLog, { tenantId } as ApiLog);
  em.create(ErrorLog, { tenantId } as ErrorLog);
  await seedForeignWorkflowRows(em, tenantId, attempt.userId);
  await reportTenantSetup.run(em, tenantId);
  await em.flush();
}

/** A model, a deployment with its definition and a running instance of the other tenant (rows only, no engine state). */
async function seedForeignWorkflowRows(em: EntityManager, tenantId: string, userId: string): Promise<void> {
  em.create(WfModel, { tenantId, modelKey: 'foreign', name: 'foreign model', xml: '<foreign/>' });
  const deployment = em.create(WfDeployment, { tenantId, name: 'foreign', source: 'UPLOAD', deployedAt: new Date() });
  const definition = em.create(WfProcessDefinition, {
    tenantId,
    deploymentId: deployment.id,
    definitionKey: 'foreign',
    name: 'foreign',
    version: 1,
    xml: '<foreign/>',
    serializedContext: '{}',
    engineVersion: 'test',
  });
  em.create(WfProcessInstance, {
    tenantId,
    definitionId: definition.id,
    definitionKey: 'foreign',
    definitionVersion: 1,
    name: 'foreign',
    startUserId: userId,
    startedAt: new Date(),
    variables: '{}',
  });
}

/** A leave request of the other tenant waiting at its approver's task (definition, instance, task and leave rows). */
async function seedForeignWorkflow(app: TestApp, scenario: ExamScenario): Promise<void> {
  const orm = app.application.orm;
  const workflow = app.application.services.workflow;
  const applicant = { ...scenario.student, roleAliases: [] };
  const context = contextOf(orm, applicant);
  const { definition } = await workflow.repository.deploy(context.em, scenario.tenant.tenantId, {
    xml: LEAVE_MODEL_XML,
    category: 'leave',
  });
  await workflow.leave.start(contextOf(orm, applicant), {
    processDefinitionId: definition.id,
    approverId: scenario.otherStudent.id,
    startTime: new Date('2026-12-01T00:00:00Z'),
    endTime: new Date('2026-12-02T00:00:00Z'),
    reason: 'foreign leave',
  });
}

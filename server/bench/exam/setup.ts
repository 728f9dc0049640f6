import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { ENTITIES } from '../../src/app/entities';
import { TokenSigner } from '../../src/core/auth/jwt';
import { hashPassword, md5Hex } from '../../src/core/auth/password';
import { openDatabase } from '../../src/core/db/database';
import { TENANT_FILTER } from '../../src/core/db/filters';
import { configureSnowflake } from '../../src/core/ids/snowflake';
import { SessionService } from '../../src/modules/auth/session.service';
import { ExamCandidate } from '../../src/modules/exam/candidate/exam-candidate.entity';
import { ExamPaperSnapshot } from '../../src/modules/exam/examination/exam-paper-snapshot.entity';
import { Examination } from '../../src/modules/exam/examination/examination.entity';
import { PaperFreezeService } from '../../src/modules/exam/paper/paper-freeze.service';
import { ExamStatus, OverdueHandling, ReviewItem, ReviewMoment, TimingMode } from '../../src/modules/exam/shared/examination-enums';
import { Client } from '../../src/modules/system/client/client.entity';
import { Tenant } from '../../src/modules/system/tenant/tenant.entity';
import { User } from '../../src/modules/system/user/user.entity';
import { seedContext } from '../../src/seeders/demo/demo-exam-delivery.seed';
import { DEMO_DEPT_IDS, DEMO_PAPER_IDS, DEMO_ROLE_IDS, DEMO_TENANT_ID, DEMO_USER_IDS } from '../../src/seeders/demo/demo-ids';

export const BENCH_PASSWORD = 'bench-Passw0rd';
const CHUNK = 2000;

export interface BenchAccount {
  userId: string;
  account: string;
}

/** The bench's own view of the database, through the server's entities (a second snowflake worker id). */
export class BenchSetup {
  private constructor(
    private readonly orm: MikroORM,
    private readonly sessions: SessionService,
  ) {}

  static async open(dbUrl: string, jwtSecret: string): Promise<BenchSetup> {
    configureSnowflake(1000);
    const orm = await openDatabase({ dbUrl, dataDir: 'tmp', pool: { min: 1, max: 8 } }, ENTITIES);
    return new BenchSetup(orm, new SessionService(new TokenSigner(jwtSecret)));
  }

  private tenantEm(): EntityManager {
    const em = this.orm.em.fork({ useContext: false });
    em.setFilterParams(TENANT_FILTER, { tenantId: DEMO_TENANT_ID });
    return em;
  }

  /**
   * A published examination on the demo fixed paper (frozen snapshot, as publishing does), FIXED_WINDOW,
   * opening `opensInMs` from now and closing at `closesAt` (the simulated deadline), one attempt each.
   */
  async createExamination(opensInMs: number, closesAt: Date): Promise<{ id: string; openAt: Date }> {
    const em = this.tenantEm();
    const owned = {
      tenantId: DEMO_TENANT_ID,
      createUser: DEMO_USER_IDS.teacher,
      createDept: DEMO_DEPT_IDS.academic,
      updateUser: DEMO_USER_IDS.teacher,
    };
    const frozen = await new PaperFreezeService().freeze(seedContext(em), DEMO_PAPER_IDS.fixed);
    const snapshot = em.create(ExamPaperSnapshot, { ...owned, examinationId: '0', data: frozen, totalScore: frozen.totalScore });
    const openAt = new Date(Date.now() + opensInMs);
    const exam = em.create(Examination, {
      ...owned,
      name: `Benchmark ${openAt.toISOString()}`,
      description: 'npm run bench -- exam',
      paperId: DEMO_PAPER_IDS.fixed,
      snapshotId: snapshot.id,
      openAt,
      closeAt: closesAt,
      timingMode: TimingMode.FIXED_WINDOW,
      durationMin: Math.ceil((closesAt.getTime() - openAt.getTime()) / 60_000),
      maxAttempts: 1,
      overdueHandling: OverdueHandling.AUTO_SUBMIT,
      passScore: frozen.passScore,
      reviewPolicy: {
        [ReviewMoment.DURING]: [],
        [ReviewMoment.IMMEDIATELY_AFTER]: [ReviewItem.SCORE],
        [ReviewMoment.LATER_WHILE_OPEN]: [ReviewItem.SCORE],
        [ReviewMoment.AFTER_CLOSE]: [ReviewItem.SCORE],
        [ReviewMoment.AFTER_RELEASE]: [ReviewItem.SCORE],
      },
      examStatus: ExamStatus.SCHEDULED,
      publishedAt: new Date(),
    });
    snapshot.examinationId = exam.id;
    await em.flush();
    return { id: exam.id, openAt };
  }

  /** `count` student accounts (one argon2 hash computed once and reused) on the examination's roster. */
  async createStudents(examinationId: string, count: number): Promise<BenchAccount[]> {
    const password = await hashPassword(md5Hex(BENCH_PASSWORD));
    const owned = {
      tenantId: DEMO_TENANT_ID,
      createUser: DEMO_USER_IDS.teacher,
      createDept: DEMO_DEPT_IDS.academic,
      updateUser: DEMO_USER_IDS.teacher,
    };
    const prefix = `b${Date.now().toString(36)}`;
    const accounts: BenchAccount[] = [];
    for (let from = 0; from < count; from += CHUNK) {
      const em = this.tenantEm();
      for (let index = from; index < Math.min(count, from + CHUNK); index += 1) {
        const account = `${prefix}-${index}`;
        const user = em.create(User, {
          ...owned,
          account,
          password,
          realName: `考生${index}`,
          roleId: DEMO_ROLE_IDS.student,
          deptId: DEMO_DEPT_IDS.academic,
        });
        em.create(ExamCandidate, {
          ...owned,
          examinationId,
          userId: user.id,
          deptId: DEMO_DEPT_IDS.academic,
          addedBy: DEMO_USER_IDS.teacher,
        });
        accounts.push({ userId: user.id, account });
      }
      await em.flush();
    }
    return accounts;
  }

  /** Access tokens for accounts through the server's own SessionService (a session row each, no argon2). */
  async openSessions(accounts: BenchAccount[], parallel = 6): Promise<string[]> {
    const base = this.orm.em.fork({ useContext: false });
    const tenant = await base.findOneOrFail(Tenant, { tenantId: DEMO_TENANT_ID }, { filters: false });
    const client = await base.findOneOrFail(Client, { clientId: 'saber' }, { filters: false });
    const tokens: string[] = new Array<string>(accounts.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < accounts.length) {
        const index = next++;
        const account = accounts[index];
        if (!account) {
          continue;
        }
        const em = this.tenantEm();
        const user = await em.findOneOrFail(User, { id: account.userId });
        const issued = await this.sessions.open(em, { user, tenantEm: em, tenant, client, ip: '127.0.0.1', userAgent: 'exam-bench' });
        tokens[index] = issued.accessToken;
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    return tokens;
  }

  /** Moves the opening time (the examination is created to open later, after the login ramp). */
  async openExaminationAt(examinationId: string, openAt: Date): Promise<void> {
    await this.tenantEm().nativeUpdate(Examination, { id: examinationId }, { openAt });
  }

  async close(): Promise<void> {
    await this.orm.close(true);
  }
}

import { hostname } from 'node:os';
import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { claimDue } from '../../../core/background/claim-due';
import type { SweepStep } from '../../../core/background/sweep-runner';
import { TENANT_FILTER } from '../../../core/db/filters';
import { AppError } from '../../../core/errors/app-error';
import { WfProcessDefinition } from '../repository/wf-process-definition.entity';
import type { InstanceCommandRunner } from '../runtime/instance-command-runner';
import { WfProcessInstance } from '../runtime/wf-process-instance.entity';
import { InstanceStatus, JobStatus } from '../workflow-enums';
import { WfJob } from './wf-job.entity';

/** Due jobs claimed per database and run. */
const BATCH = 50;
/** A claimed job not finished within this is claimable again (its node died mid-run). */
const LEASE_MS = 60_000;
/** A job that failed this many times stays FAILED (with its last error) for an administrator to look at. */
const MAX_ATTEMPTS = 3;
/** The wait before a failed job is tried again, per attempt so far. */
const RETRY_DELAY_MS = 30_000;

const ALL_TENANTS = { filters: { [TENANT_FILTER]: false } } as const;

/** Who holds a claimed job (shown in `locked_by`). */
const NODE = `${hostname()}:${process.pid}`.slice(0, 64);

/**
 * The workflow timer poller (reference §5.7), one step of the background sweep on every node: claims due timer jobs
 * (`claimDue`: `SELECT ... FOR UPDATE SKIP LOCKED` on MySQL/MariaDB) with a conditional update of each row's `rev` - so each
 * fires exactly once however many nodes poll, then fires each through the instance command runner (locked like any
 * command). Jobs of suspended instances wait (not claimed); jobs of ended instances are CANCELED; a failure is
 * retried after a delay, then FAILED; a RUNNING job whose lease expired is claimed again.
 */
export class WorkflowTimerSweep implements SweepStep {
  readonly name = 'workflowTimers';

  constructor(private readonly runner: InstanceCommandRunner) {}

  async run(em: EntityManager, now: Date): Promise<number> {
    const claimed = await this.claim(em.fork({ clear: true, useContext: false }), now);
    let fired = 0;
    for (const job of claimed) {
      fired += (await this.fire(em, job, now)) ? 1 : 0;
    }
    return fired;
  }

  private due(now: Date): FilterQuery<WfJob> {
    return {
      $or: [
        { jobStatus: JobStatus.SCHEDULED, dueAt: { $lte: now } },
        { jobStatus: JobStatus.RUNNING, lockExpiresAt: { $lte: now } },
      ],
    };
  }

  /** Due jobs of running, unsuspended instances, claimed by this node (RUNNING, lease, attempts + 1) on the `rev` read. */
  private async claim(em: EntityManager, now: Date): Promise<WfJob[]> {
    const lease = { jobStatus: JobStatus.RUNNING, lockedBy: NODE, lockExpiresAt: new Date(now.getTime() + LEASE_MS) };
    return claimDue(em, WfJob, this.due(now), { ...ALL_TENANTS, orderBy: { dueAt: 'asc', id: 'asc' }, limit: BATCH }, async (rows) => {
      const claimed: WfJob[] = [];
      for (const job of await this.withoutSuspended(em, rows)) {
        const won = await em.nativeUpdate(
          WfJob,
          { id: job.id, rev: job.rev },
          { ...lease, attempts: job.attempts + 1, rev: job.rev + 1 },
          ALL_TENANTS,
        );
        if (won === 1) {
          claimed.push(job);
        }
      }
      return claimed;
    });
  }

  private async withoutSuspended(em: EntityManager, jobs: WfJob[]): Promise<WfJob[]> {
    if (jobs.length === 0) {
      return jobs;
    }
    const suspended = await em.find(
      WfProcessInstance,
      { id: { $in: [...new Set(jobs.map((job) => job.instanceId))] }, suspended: true, instanceStatus: InstanceStatus.RUNNING },
      { ...ALL_TENANTS, fields: ['id'] },
    );
    const waiting = new Set(suspended.map((instance) => instance.id));
    return jobs.filter((job) => !waiting.has(job.instanceId));
  }

  /** Fires one claimed job in its tenant; answers whether its timer fired. */
  private async fire(em: EntityManager, job: WfJob, now: Date): Promise<boolean> {
    const tenantEm = em.fork({ clear: true, useContext: false });
    tenantEm.setFilterParams(TENANT_FILTER, { tenantId: job.tenantId });
    const mine = { id: job.id, jobStatus: JobStatus.RUNNING, lockedBy: NODE };
    try {
      const instance = await tenantEm.findOne(WfProcessInstance, { id: job.instanceId });
      if (!instance || instance.instanceStatus !== InstanceStatus.RUNNING) {
        await tenantEm.nativeUpdate(WfJob, mine, { jobStatus: JobStatus.CANCELED, lockedBy: null, lockExpiresAt: null });
        return false;
      }
      const definition = await tenantEm.findOneOrFail(
        WfProcessDefinition,
        { id: instance.definitionId },
        { filters: { notDeleted: false } },
      );
      const fired = await this.runner.fireTimer(tenantEm, definition, job);
      await tenantEm.nativeUpdate(WfJob, mine, {
        jobStatus: fired ? JobStatus.DONE : JobStatus.CANCELED,
        lockedBy: null,
        lockExpiresAt: null,
        lastError: null,
      });
      return fired;
    } catch (error) {
      await this.failed(tenantEm, job, error, now);
      return false;
    }
  }

  /** A refused or failed run: back to SCHEDULED after a delay (SUSPENDED: at once, it waits unclaimed), or FAILED. */
  private async failed(em: EntityManager, job: WfJob, error: unknown, now: Date): Promise<void> {
    const mine = { id: job.id, jobStatus: JobStatus.RUNNING, lockedBy: NODE };
    const code = error instanceof AppError ? error.code : null;
    const message = (error instanceof AppError ? error.messageKey : error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (code === 'SUSPENDED') {
      await em.nativeUpdate(WfJob, mine, { jobStatus: JobStatus.SCHEDULED, lockedBy: null, lockExpiresAt: null, attempts: job.attempts });
      return;
    }
    const attempts = job.attempts + 1;
    await em.nativeUpdate(
      WfJob,
      mine,
      attempts >= MAX_ATTEMPTS
        ? { jobStatus: JobStatus.FAILED, lockedBy: null, lockExpiresAt: null, lastError: message }
        : {
            jobStatus: JobStatus.SCHEDULED,
            lockedBy: null,
            lockExpiresAt: null,
            dueAt: new Date(now.getTime() + RETRY_DELAY_MS * attempts),
            lastError: message,
          },
    );
  }
}

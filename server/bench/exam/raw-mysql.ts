import { createPool, type Pool, type RowDataPacket } from 'mysql2/promise';

/**
 * Raw mysql2 straight from the load generator: the baseline of the save (the same durable upsert, one row
 * per attempt x slot, seq guard, autocommit) and the checks the benchmark makes in the database.
 */
export class RawMysql {
  private readonly pool: Pool;

  constructor(url: string, connections: number) {
    this.pool = createPool({ uri: url, connectionLimit: connections, waitForConnections: true, timezone: 'Z' });
  }

  async createBaselineTable(): Promise<void> {
    await this.pool.query('DROP TABLE IF EXISTS bench_raw_answer');
    await this.pool.query(
      'CREATE TABLE bench_raw_answer (attempt_id BIGINT NOT NULL, slot INT NOT NULL, response JSON NOT NULL, client_seq INT NOT ' +
        'NULL, saved_at DATETIME(3) NOT NULL, PRIMARY KEY (attempt_id, slot)) ENGINE=InnoDB',
    );
  }

  /** INSERT ... ON DUPLICATE KEY UPDATE that applies only a newer clientSeq (prepared, autocommit). */
  async upsert(attemptId: string, slot: number, optionId: string, seq: number): Promise<void> {
    await this.pool.execute(
      `INSERT INTO bench_raw_answer (attempt_id, slot, response, client_seq, saved_at) VALUES (?, ?, ?, ?, NOW(3))
       ON DUPLICATE KEY UPDATE response = IF(VALUES(client_seq) > client_seq, VALUES(response), response),
         saved_at = IF(VALUES(client_seq) > client_seq, VALUES(saved_at), saved_at),
         client_seq = GREATEST(client_seq, VALUES(client_seq))`,
      [attemptId, slot, JSON.stringify({ optionIds: [optionId] }), seq],
    );
  }

  /** The stored clientSeq of each (attempt, slot) of the examination, keyed `attemptId:slot`, and attempt states. */
  async storedAnswers(examinationId: string): Promise<{ seqs: Map<string, number>; submitted: number }> {
    const [rows] = await this.pool.query<RowDataPacket[]>(
      'SELECT CAST(i.attempt_id AS CHAR) AS attempt_id, i.slot, i.client_seq FROM exam_examination_user_option i JOIN exam_attempt ' +
        'a ON a.id = i.attempt_id WHERE a.examination_id = ? AND i.client_seq > 0',
      [examinationId],
    );
    const [states] = await this.pool.query<RowDataPacket[]>(
      "SELECT COUNT(*) AS n FROM exam_attempt WHERE examination_id = ? AND state = 'SUBMITTED'",
      [examinationId],
    );
    const seqs = new Map<string, number>();
    for (const row of rows) {
      seqs.set(`${String(row['attempt_id'])}:${String(row['slot'])}`, Number(row['client_seq']));
    }
    return { seqs, submitted: Number(states[0]?.['n'] ?? 0) };
  }

  /** Submitted attempts of the examination whose automatic grading has not finished yet. */
  async gradingPending(examinationId: string): Promise<number> {
    const [rows] = await this.pool.query<RowDataPacket[]>(
      "SELECT COUNT(*) AS n FROM exam_attempt WHERE examination_id = ? AND state = 'SUBMITTED' AND grading_state IN ('UNGRADED', " +
        "'GRADING')",
      [examinationId],
    );
    return Number(rows[0]?.['n'] ?? 0);
  }

  async version(): Promise<string> {
    const [rows] = await this.pool.query<RowDataPacket[]>('SELECT VERSION() AS v');
    return String(rows[0]?.['v'] ?? '?');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

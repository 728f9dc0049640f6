import os from 'node:os';
import type { Measured } from './latency';

export interface TableRow {
  name: string;
  value: string;
  target: string;
  /** PASS / MISS for rows with a target; '' for baselines and information. */
  verdict: '' | 'PASS' | 'MISS';
}

const ms = (value: number): string => (value < 10 ? value.toFixed(2) : value.toFixed(0));

/** "1234 req/s, p50 1.2 ms, p99 3.4 ms, 0 errors" */
export function describe(measured: Measured, unit = 'req/s'): string {
  const errors = measured.errors === 0 ? '0 errors' : `${measured.errors} errors (${measured.firstError ?? '?'})`;
  return `${measured.rate.toFixed(0)} ${unit}, p50 ${ms(measured.p50)} ms, p99 ${ms(measured.p99)} ms, ${errors}`;
}

export function verdict(pass: boolean): 'PASS' | 'MISS' {
  return pass ? 'PASS' : 'MISS';
}

export function machineLine(nodeVersion: string, database: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return (
    `${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${nodeVersion}, ${database}; ` +
    `load average at the end ${load} (1/5/15 min; the machine is shared)`
  );
}

export function printTable(title: string, rows: TableRow[], notes: string[]): string {
  const lines = [
    `### ${title}`,
    '',
    '| measurement | measured | target | result |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.name} | ${row.value} | ${row.target || '–'} | ${row.verdict || 'baseline / info'} |`),
    '',
    ...notes.map((note) => `- ${note}`),
  ];
  const text = lines.join('\n');
  console.log(`\n${text}\n`);
  return text;
}

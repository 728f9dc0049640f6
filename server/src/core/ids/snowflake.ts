import { AppError } from '../errors/app-error';

/**
 * 64-bit snowflake ids: 41 bits of milliseconds since 2020-01-01, 10 bits of worker id, 12 bits of
 * sequence. Returned as decimal strings because JSON numbers lose precision above 2^53.
 */
const EPOCH = 1577836800000n;
let workerId = 1n;
let lastTimestamp = -1n;
let sequence = 0n;

/** Whether this node may issue ids now (a leased worker id must still be held: worker-id-lease.ts). */
let mayIssue: () => boolean = () => true;

/** Ids are refused (UNAVAILABLE) while `check` says no; a fixed worker id never needs one. */
export function guardSnowflake(check: () => boolean): void {
  mayIssue = check;
}

export function configureSnowflake(worker: number): void {
  if (!Number.isInteger(worker) || worker < 0 || worker > 1023) {
    throw new RangeError('snowflake worker id must be 0..1023');
  }
  workerId = BigInt(worker);
  mayIssue = () => true;
}

export function nextId(): string {
  if (!mayIssue()) {
    throw new AppError('UNAVAILABLE', 'errors.unavailable');
  }
  let timestamp = BigInt(Date.now());
  if (timestamp < lastTimestamp) {
    // The clock went backwards: keep issuing from the last timestamp so ids stay unique and ordered.
    timestamp = lastTimestamp;
  }
  if (timestamp === lastTimestamp) {
    sequence = (sequence + 1n) & 0xfffn;
    if (sequence === 0n) {
      timestamp = lastTimestamp + 1n;
    }
  } else {
    sequence = 0n;
  }
  lastTimestamp = timestamp;
  return (((timestamp - EPOCH) << 22n) | (workerId << 12n) | sequence).toString();
}

/** True for the decimal form of a positive 64-bit id (also accepts "0", the root parent). */
export function isId(value: string): boolean {
  return /^\d{1,19}$/.test(value) && BigInt(value) <= 9223372036854775807n;
}

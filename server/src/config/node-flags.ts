/**
 * The node flags of every start of the built server (`npm start`'s start:prod, the Docker image, the two-node cluster of
 * scripts/cluster, the exam benchmark), kept identical by node-flags.test.ts:
 * - `--max-old-space-size=256`: the heap the memory targets are measured with (reference/ux-performance-security.md).
 * - `--v8-pool-size=1`: one V8 worker thread (concurrent marking, parallel scavenges) instead of four. The server's
 *   JavaScript runs on one thread and the product scales out by processes (nodes), so four helpers per process only
 *   compete with the main thread, the database and the other processes for the cores: measured on the 2-core machine
 *   with the exam benchmark's save rows, ~12% less server CPU per save and ~15% more saves per second (README).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-old-space-size=256', '--v8-pool-size=1'];

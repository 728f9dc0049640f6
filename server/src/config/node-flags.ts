/**
 * The node flags of every start of the built server (`npm start`'s start:prod, the Docker image, the two-node cluster of
 * scripts/cluster, the exam benchmark), kept identical by node-flags.test.ts:
 * - `--max-old-space-size=256`: the heap the memory targets are measured with (reference/ux-performance-security.md).
 * - `--v8-pool-size=1`: one V8 worker thread (concurrent marking, parallel scavenges) instead of four. The server's
 *   JavaScript runs on one thread and the product scales out by processes (nodes), so four helpers per process only
 *   compete with the main thread, the database and the other processes for the cores: measured on the 2-core machine
 *   with the exam benchmark's save rows, ~12% less server CPU per save and ~15% more saves per second (README).
 * - `--no-allocation-site-pretenuring`: V8 allocates the objects of an allocation site straight into the old generation once
 *   enough of them outlived a scavenge. In this server a site every request uses gets pretenured during start-up (found by
 *   bisecting: a bare handler that only adds `response.once('close', ...)` shows it, one with `response.on` does not; most
 *   likely the wrapper Node's events.js builds per `once` listener, whose long-lived start-up uses - sockets, pools,
 *   signals - trip the heuristic). Each request's old-born wrapper then points at its young response, old-to-young
 *   pointers are roots of a scavenge, and the request's whole object graph survives and is promoted until a full
 *   collection. Measured on the signed-in no-op: scavenges of ~5 ms promoting ~3 MB each and ~3 full collections a
 *   second, against ~1 ms and none with the flag; server CPU per request 0.09-0.10 ms -> 0.05-0.06 ms (README). Without
 *   the flag a process fell into one state or the other depending on its start-up.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-old-space-size=256', '--v8-pool-size=1', '--no-allocation-site-pretenuring'];

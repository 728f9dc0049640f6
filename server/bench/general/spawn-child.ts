import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/config/node-flags';
import { RssSampler, stopper } from '../exam/processes';
import { isReadyMessage } from './child-ready';

const SERVER_DIR = path.resolve(__dirname, '..', '..');

/** A server under test in its own process: the bench's load generator never shares its event loop or its CPU time figure. */
export interface BenchChild {
  name: string;
  origin: string;
  pid: number;
  /** CPU time (user + system, ms) the child has used so far, from /proc/<pid>/stat. */
  cpuMs(): number;
  rssMb(): number;
  stop(): Promise<void>;
}

/**
 * Forks `bench/general/<script>` under @swc-node/register (the same transpiler as `npm run dev`), waits for it to report
 * its port. Every child (the baselines too) runs with the server's production node flags (src/config/node-flags.ts);
 * BENCH_SERVER_NODE_ARGS adds node flags to the children (e.g. --cpu-prof --cpu-prof-dir=tmp/prof).
 */
export function spawnChild(name: string, script: string, args: string[] = [], seconds = 180): Promise<BenchChild> {
  const nodeArgs = (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter((part) => part.length > 0);
  const child: ChildProcess = fork(path.join(__dirname, script), args, {
    cwd: SERVER_DIR,
    execArgv: ['-r', '@swc-node/register', ...SERVER_NODE_FLAGS, ...nodeArgs],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${seconds}s:\n${output}`));
    }, seconds * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
    child.on('message', (message) => {
      if (!isReadyMessage(message) || child.pid === undefined) {
        return;
      }
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const sampler = new RssSampler(child.pid);
      resolve({
        name,
        origin: `http://127.0.0.1:${message.port}`,
        pid: child.pid,
        cpuMs: () => sampler.cpuMs(),
        rssMb: () => sampler.sample(),
        stop: () => {
          sampler.stop();
          return stopper(child)();
        },
      });
    });
  });
}

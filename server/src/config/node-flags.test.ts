import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './node-flags';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const read = (file: string): string => readFileSync(path.join(repoRoot, file), 'utf8');

describe('the node flags of the built server', () => {
  const flags = SERVER_NODE_FLAGS.join(' ');

  it('npm start runs the server with them', () => {
    const scripts = (JSON.parse(read('server/package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['start:prod']).toBe(`node ${flags} dist/main.js`);
  });

  it('the Docker image runs the server with them', () => {
    const command = JSON.stringify(['node', ...SERVER_NODE_FLAGS, 'server/dist/main.js']);
    expect(read('Dockerfile')).toContain(`CMD ${command.replace(/,/g, ', ')}`);
  });

  it('both nodes of the cluster run with them', () => {
    const lines = read('scripts/cluster/up.sh').split('\n');
    expect(lines).toContain(`node_flags="${flags}"`);
    const starts = lines.filter((line) => line.includes('/server/dist/main.js'));
    expect(starts).toHaveLength(2);
    starts.forEach((line) => expect(line).toContain('node $node_flags "$repo/server/dist/main.js"'));
  });
});

/**
 * Two app nodes as one system for signing in (issue 18 item 4): a session opened on one node works on the other,
 * ends everywhere at once, refresh families and lockouts count over both, and the token endpoint's limit holds in
 * total. Against each node directly (the balancer's turn-taking would hide which node answered).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORDS } from '../../server/src/seeders/demo/demo-ids';
import { cluster, codeOf, createStudent, DEMO_TENANT, freshAddress, gql, login, me, signIn } from './cluster-api';

const REFRESH = 'mutation ($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken refreshToken } }';

describe('sessions over two nodes', () => {
  it('signs in on A and works on B', async () => {
    const tokens = await signIn(cluster.a, DEMO_TENANT, 'admin', DEMO_PASSWORDS.admin);
    const answer = await me(cluster.b, tokens.accessToken);
    assert.equal(answer.data?.me.account, 'admin');
  });

  it('refuses on B within a second a session logged out on A', async () => {
    const tokens = await signIn(cluster.a, DEMO_TENANT, 'admin', DEMO_PASSWORDS.admin);
    assert.equal((await me(cluster.b, tokens.accessToken)).data?.me.account, 'admin', 'B has seen the session live');
    assert.equal((await gql<{ logout: boolean }>(cluster.a, 'mutation { logout }', {}, { token: tokens.accessToken })).data?.logout, true);
    const started = Date.now();
    let code = codeOf(await me(cluster.b, tokens.accessToken));
    while (code !== 'UNAUTHENTICATED' && Date.now() - started < 1000) {
      code = codeOf(await me(cluster.b, tokens.accessToken));
    }
    assert.equal(code, 'UNAUTHENTICATED');
  });

  it('refuses on B the sessions of a user whose password was changed on A', async () => {
    const admin = await signIn(cluster.a, DEMO_TENANT, 'admin', DEMO_PASSWORDS.admin);
    const student = await createStudent(admin.accessToken, 'cl-pw', 'Passw0rd!1');
    const onB = await signIn(cluster.b, DEMO_TENANT, student.account, 'Passw0rd!1');
    const onA = await signIn(cluster.a, DEMO_TENANT, student.account, 'Passw0rd!1');
    assert.equal((await me(cluster.b, onB.accessToken)).data?.me.account, student.account);
    const changed = await gql<{ updateMyPassword: boolean }>(
      cluster.a,
      'mutation ($input: MyPasswordInput!) { updateMyPassword(input: $input) }',
      { input: { oldPassword: 'Passw0rd!1', newPassword: 'Passw0rd!2', newPassword1: 'Passw0rd!2' } },
      { token: onA.accessToken },
    );
    assert.equal(changed.data?.updateMyPassword, true, JSON.stringify(changed.errors));
    assert.equal(codeOf(await me(cluster.b, onB.accessToken)), 'UNAUTHENTICATED');
    const again = await login(cluster.b, DEMO_TENANT, student.account, 'Passw0rd!2');
    assert.ok(again.data?.login.accessToken, JSON.stringify(again.errors));
  });

  it('kills the whole refresh family when a used refresh token comes back on the other node', async () => {
    const first = await signIn(cluster.a, DEMO_TENANT, 'admin', DEMO_PASSWORDS.admin);
    const second = await gql<{ refreshToken: { accessToken: string; refreshToken: string } }>(cluster.b, REFRESH, {
      input: { refreshToken: first.refreshToken },
    });
    const rotated = second.data?.refreshToken;
    assert.ok(rotated, JSON.stringify(second.errors));
    const replay = await gql(cluster.a, REFRESH, { input: { refreshToken: first.refreshToken } });
    assert.ok(codeOf(replay), 'the used refresh token is refused');
    const after = await gql(cluster.b, REFRESH, { input: { refreshToken: rotated.refreshToken } });
    assert.ok(codeOf(after), 'the newest refresh token of the family is refused too');
    assert.equal(codeOf(await me(cluster.a, rotated.accessToken)), 'UNAUTHENTICATED');
  });

  it('locks an account after five wrong passwords spread over both nodes', async () => {
    const admin = await signIn(cluster.a, DEMO_TENANT, 'admin', DEMO_PASSWORDS.admin);
    const student = await createStudent(admin.accessToken, 'cl-lock', 'Passw0rd!1');
    for (const node of [cluster.a, cluster.b, cluster.a, cluster.b, cluster.a]) {
      assert.equal(codeOf(await login(node, DEMO_TENANT, student.account, 'wrong-password')), 'BAD_CREDENTIALS');
    }
    assert.equal(codeOf(await login(cluster.b, DEMO_TENANT, student.account, 'Passw0rd!1')), 'ACCOUNT_LOCKED');
  });

  it("holds the token endpoint's limit over both nodes together (20 a minute per address)", async () => {
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i < 24; i += 1) {
      answers.push(await login(i % 2 === 0 ? cluster.a : cluster.b, DEMO_TENANT, `nobody-${i}`, 'x', address));
    }
    const limited = answers.filter((answer) => codeOf(answer) === 'RATE_LIMITED').length;
    assert.equal(limited, 4, `24 attempts from one address over two nodes: ${limited} refused`);
  });
});

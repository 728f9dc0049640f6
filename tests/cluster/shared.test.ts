/**
 * What the nodes share besides the database (issue 18 items 1, 2, 4): a captcha issued by one node is answered once
 * on the other (kept in Redis), a dictionary change on one node is read on the other at once (cache invalidation
 * over Redis pub/sub), and a file uploaded through one node is stored on the S3 server (Ceph RGW) and downloaded
 * through the other, still refused to another tenant.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import { DEMO_PASSWORDS } from '../../server/src/seeders/demo/demo-ids';
import { cluster, gql, md5, must, PLATFORM_TENANT, SABER_BASIC, signIn, unique, DEMO_TENANT, freshAddress } from './cluster-api';

describe('state shared by two nodes', () => {
  let redis: Redis;

  before(() => {
    redis = new Redis(cluster.redisUrl);
  });

  after(async () => {
    await redis.quit();
  });

  it('gives the two nodes different snowflake worker ids, leased in Redis', async () => {
    const slots = await redis.keys('exam:snowflake:worker:*');
    assert.equal(slots.length, 2, `one slot per node: ${slots.join(', ')}`);
    const owners = await Promise.all(slots.map((slot) => redis.get(slot)));
    assert.equal(new Set(owners).size, 2);
    assert.ok((await redis.ttl(slots[0] ?? '')) > 0, 'the lease expires unless renewed');
  });

  it('answers a captcha issued by node A once, on node B', async () => {
    const issued = (await (await fetch(`${cluster.a}/api/blade-auth/oauth/captcha`)).json()) as { key: string; image: string };
    assert.match(issued.image, /^data:image\/svg\+xml;base64,/);
    assert.equal(await redis.exists(`exam:captcha:${issued.key}`), 1, 'the challenge is kept in Redis');
    const answer = (node: string) =>
      fetch(
        `${node}/api/blade-auth/oauth/token?${new URLSearchParams({
          tenantId: DEMO_TENANT,
          username: 'admin',
          password: md5(DEMO_PASSWORDS.admin),
          grant_type: 'captcha',
        })}`,
        {
          method: 'POST',
          headers: { authorization: SABER_BASIC, 'captcha-key': issued.key, 'captcha-code': 'wrong', 'x-forwarded-for': freshAddress() },
        },
      );
    const onB = await answer(cluster.b);
    assert.equal(onB.status, 400);
    assert.equal(await redis.exists(`exam:captcha:${issued.key}`), 0, 'node B used the challenge up');
    assert.equal((await answer(cluster.a)).status, 400);
  });

  it('shows on node B at once a dictionary item changed on node A', async () => {
    const admin = (await signIn(cluster.a, PLATFORM_TENANT, 'admin', 'admin')).accessToken;
    const read = async (node: string) =>
      must(
        await gql<{ dictionary: Array<{ id: string; dictKey: string; dictValue: string }> }>(
          node,
          'query { dictionary(code: "notice") { id dictKey dictValue } }',
          {},
          { token: admin },
        ),
        'dictionary',
      ).dictionary;
    const [item] = await read(cluster.b);
    assert.ok(item, 'the notice dictionary has items');
    const tree = must(
      await gql<{ dictTree: Array<Entry> }>(
        cluster.a,
        'query { dictTree(filter: { code: "notice" }) { id parentId code dictKey dictValue sort isSealed remark } }',
        {},
        { token: admin },
      ),
      'dictTree',
    ).dictTree;
    const entry = tree.find((row) => row.id === item.id);
    assert.ok(entry, 'the item is in the tree');
    const renamed = unique('通知');
    const input = entry;
    must(
      await gql(
        cluster.a,
        'mutation ($input: DictInput!) { submitDict(input: $input) { id } }',
        { input: { ...input, dictValue: renamed } },
        {
          token: admin,
        },
      ),
      'submitDict',
    );
    const seen = (await read(cluster.b)).find((row) => row.id === item.id);
    assert.equal(seen?.dictValue, renamed);
    must(
      await gql(cluster.a, 'mutation ($input: DictInput!) { submitDict(input: $input) { id } }', { input }, { token: admin }),
      'submitDict (back)',
    );
  });

  it('stores files on an S3 server that checks signatures: a client with the wrong secret is refused', async () => {
    const client = (secret: string) =>
      new S3Client({
        endpoint: process.env['S3_ENDPOINT'],
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: process.env['S3_ACCESS_KEY_ID'] ?? '', secretAccessKey: secret },
      });
    const bucket = process.env['S3_BUCKET'] ?? '';
    const right = client(process.env['S3_SECRET_ACCESS_KEY'] ?? '');
    const listed = await right.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1 }));
    assert.equal(listed.$metadata.httpStatusCode, 200);
    const wrong = client(`${process.env['S3_SECRET_ACCESS_KEY'] ?? ''}x`);
    await assert.rejects(wrong.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1 })), { name: 'SignatureDoesNotMatch' });
    right.destroy();
    wrong.destroy();
  });

  it('downloads through node B a file uploaded through node A (S3 on Ceph RGW), and refuses it to another tenant', async () => {
    const demoAdmin = (await signIn(cluster.a, DEMO_TENANT, 'admin', DEMO_PASSWORDS.admin)).accessToken;
    // A 1x1 PNG (uploads are checked against their type).
    const content = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'image/png' }), `${unique('dot')}.png`);
    const uploaded = await fetch(`${cluster.a}/api/blade-resource/oss/endpoint/put-file-attach`, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${demoAdmin}` },
      body: form,
    });
    const body = (await uploaded.json()) as { code: number; data: { link: string; attachId: string } };
    assert.equal(body.code, 200, JSON.stringify(body));
    const viaB = await fetch(`${cluster.b}${body.data.link}`, { headers: { 'blade-auth': `bearer ${demoAdmin}` } });
    assert.equal(viaB.status, 200);
    assert.equal(Buffer.compare(Buffer.from(await viaB.arrayBuffer()), content), 0, 'byte-identical');
    const platformAdmin = (await signIn(cluster.b, PLATFORM_TENANT, 'admin', 'admin')).accessToken;
    const otherTenant = await fetch(`${cluster.b}${body.data.link}`, { headers: { 'blade-auth': `bearer ${platformAdmin}` } });
    assert.notEqual(otherTenant.status, 200, 'another tenant gets no file');
  });
});

interface Entry {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  isSealed: number;
  remark: string | null;
}

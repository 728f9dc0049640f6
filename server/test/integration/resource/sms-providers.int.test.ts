import { AliyunSmsClient } from '../../../src/modules/resource/sms/providers/aliyun-sms.client';
import { QiniuSmsClient } from '../../../src/modules/resource/sms/providers/qiniu-sms.client';
import type { SigningClock, SmsCredentials } from '../../../src/modules/resource/sms/providers/sms-provider';
import { TencentSmsClient } from '../../../src/modules/resource/sms/providers/tencent-sms.client';
import { YunpianSmsClient } from '../../../src/modules/resource/sms/providers/yunpian-sms.client';
import { startSmsEmulator, type SmsEmulator } from '../../helpers/sms-emulator';

const credentials = (accessKey: string, secretKey: string, templateId = 'T1'): SmsCredentials => ({
  accessKey,
  secretKey,
  templateId,
  signName: '考试中心',
  regionId: 'ap-guangzhou',
  appId: '1400000001',
});
const request = { phones: ['13800000001'], params: [['code', '123456']] as Array<[string, string]> };
/** A clock 20 minutes behind: providers refuse requests signed that long ago. */
const staleClock: SigningClock = { now: () => new Date(Date.now() - 20 * 60_000), nonce: () => 'fixed-nonce' };

/** Each provider client against the emulator alone: wrong secrets, stale clocks and unreachable endpoints. */
describe('SMS provider clients against the emulator', () => {
  let emulator: SmsEmulator;

  beforeAll(async () => {
    emulator = await startSmsEmulator();
    emulator.account('aliyun', 'ak', 'secret-a');
    emulator.account('tencent', 'id', 'secret-t');
    emulator.account('qiniu', 'qk', 'secret-q');
    emulator.account('yunpian', 'apikey', '验证码#code#');
  });

  afterAll(async () => {
    await emulator.close();
  });

  it('should be accepted by every provider with the right secret', async () => {
    const outcomes = await Promise.all([
      new AliyunSmsClient(emulator.endpoint('aliyun')).send(credentials('ak', 'secret-a'), request),
      new TencentSmsClient(emulator.endpoint('tencent')).send(credentials('id', 'secret-t'), request),
      new QiniuSmsClient(emulator.endpoint('qiniu')).send(credentials('qk', 'secret-q'), request),
      new YunpianSmsClient(emulator.endpoint('yunpian')).send(credentials('apikey', '', '验证码#code#'), request),
    ]);
    expect(outcomes.map((outcome) => [outcome.ok, outcome.providerCode])).toEqual([
      [true, 'OK'],
      [true, 'Ok'],
      [true, '200'],
      [true, '0'],
    ]);
  });

  it('should be refused with the provider’s error for a wrong secret or an unknown key', async () => {
    const outcomes = await Promise.all([
      new AliyunSmsClient(emulator.endpoint('aliyun')).send(credentials('ak', 'wrong'), request),
      new TencentSmsClient(emulator.endpoint('tencent')).send(credentials('id', 'wrong'), request),
      new QiniuSmsClient(emulator.endpoint('qiniu')).send(credentials('qk', 'wrong'), request),
      new YunpianSmsClient(emulator.endpoint('yunpian')).send(credentials('other', '', '验证码#code#'), request),
    ]);
    expect(outcomes.map((outcome) => [outcome.ok, outcome.providerCode])).toEqual([
      [false, 'SignatureDoesNotMatch'],
      [false, 'AuthFailure.SignatureFailure'],
      [false, '401'],
      [false, '-1'],
    ]);
  });

  it('should be refused when signed with a stale clock', async () => {
    const aliyun = await new AliyunSmsClient(emulator.endpoint('aliyun'), staleClock).send(credentials('ak', 'secret-a'), request);
    const tencent = await new TencentSmsClient(emulator.endpoint('tencent'), staleClock).send(credentials('id', 'secret-t'), request);
    expect([aliyun.providerCode, tencent.providerCode]).toEqual(['SignatureDoesNotMatch', 'AuthFailure.SignatureFailure']);
  });

  it('should refuse a Yunpian text that does not match the approved template', async () => {
    const outcome = await new YunpianSmsClient(emulator.endpoint('yunpian')).send(credentials('apikey', '', '别的模板#code#'), request);
    expect(outcome).toMatchObject({ ok: false, providerCode: '5' });
  });

  it('should answer a failed outcome, not throw, when the provider cannot be reached', async () => {
    const outcome = await new QiniuSmsClient('http://127.0.0.1:1').send(credentials('qk', 'secret-q'), request);
    expect(outcome).toMatchObject({ ok: false, providerCode: 'NETWORK' });
  });
});

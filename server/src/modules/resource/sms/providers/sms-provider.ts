/** What a provider client needs from a configuration (the secret already opened). */
export interface SmsCredentials {
  accessKey: string;
  secretKey: string;
  /** Aliyun TemplateCode, Tencent TemplateId, Qiniu template_id; Yunpian: the template text with #var# placeholders. */
  templateId: string;
  signName: string;
  /** Tencent region (ap-guangzhou); unused by the others. */
  regionId: string;
  /** Tencent SmsSdkAppId; unused by the others. */
  appId: string;
}

/** One send: mainland numbers (11 digits) and the template's variables in their declared order. */
export interface SmsSendRequest {
  phones: string[];
  params: Array<[name: string, value: string]>;
}

/** The provider's answer, mapped: ok only when every number was accepted. */
export interface SmsSendOutcome {
  ok: boolean;
  /** The provider's own code (OK, Ok, 0, an error code or HTTP status). */
  providerCode: string;
  providerMessage: string;
  requestId: string;
}

/** A small signed HTTP client of one provider. */
export interface SmsProviderClient {
  send(credentials: SmsCredentials, request: SmsSendRequest): Promise<SmsSendOutcome>;
}

/** The parts of a request a signer works on; `host` is what the Host header carries. */
export interface SignableRequest {
  method: string;
  host: string;
  path: string;
  query: string;
  body: string;
}

/** Injected clock and nonce, so signatures are deterministic in tests. */
export interface SigningClock {
  now(): Date;
  nonce(): string;
}

import os from 'node:os';

/** Where this node runs: stamped on every log row so rows of several nodes can be told apart. */
export interface ServerInfo {
  serviceId: string;
  serverHost: string;
  serverIp: string;
  env: string;
}

export const SERVER_SERVICE_ID = 'exam-server';
export const WEB_SERVICE_ID = 'exam-web';

export function describeServer(env: string): ServerInfo {
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .filter((entry): entry is os.NetworkInterfaceInfo => entry !== undefined && !entry.internal && entry.family === 'IPv4');
  return { serviceId: SERVER_SERVICE_ID, serverHost: os.hostname().slice(0, 255), serverIp: addresses[0]?.address ?? '127.0.0.1', env };
}

import { createHash } from 'node:crypto';
import type { DatabaseTarget } from '../../../core/db/orm-options';
import type { TenantDatasource } from '../../../core/db/tenant-databases';
import { AppError } from '../../../core/errors/app-error';

/** Drivers a datasource may name (legacy JDBC class names); all MySQL-protocol ones use mysql2. */
export const DRIVER_CLASSES = ['com.mysql.cj.jdbc.Driver', 'com.mysql.jdbc.Driver', 'org.mariadb.jdbc.Driver', 'org.sqlite.JDBC'] as const;

const MYSQL_URL = /^(?:jdbc:)?(?:mysql|mariadb):\/\/([A-Za-z0-9.-]{1,253})(?::(\d{1,5}))?\/([A-Za-z0-9_$-]{1,64})(?:\?.*)?$/;
/** Embedded files are confined to the data folder: a plain file name, no path. */
const SQLITE_URL = /^(?:jdbc:)?sqlite:([A-Za-z0-9_-]{1,64}\.db)$/;

export interface DatasourceSettings {
  id: string;
  driverClass: string;
  url: string;
  username: string;
}

/** Checks the URL against the driver; throws VALIDATION naming the url field. */
export function assertDatasourceUrl(driverClass: string, url: string): void {
  const pattern = driverClass === 'org.sqlite.JDBC' ? SQLITE_URL : MYSQL_URL;
  const match = pattern.exec(url.trim());
  const port = match?.[2] ? Number(match[2]) : 3306;
  if (!match || port < 1 || port > 65535) {
    throw new AppError('VALIDATION', 'datasource.urlInvalid', {}, [{ field: 'url', messageKey: 'datasource.urlInvalid' }]);
  }
}

/** Where a datasource's ORM connects to; the password is the decrypted one. */
export function datasourceTarget(settings: DatasourceSettings, password: string, dataDir: string): TenantDatasource {
  const url = settings.url.trim();
  let target: DatabaseTarget;
  if (settings.driverClass === 'org.sqlite.JDBC') {
    const match = SQLITE_URL.exec(url);
    if (!match?.[1]) {
      throw new AppError('VALIDATION', 'datasource.urlInvalid');
    }
    target = { dbUrl: undefined, dataDir, fileName: match[1] };
  } else {
    const match = MYSQL_URL.exec(url);
    if (!match?.[1] || !match[3]) {
      throw new AppError('VALIDATION', 'datasource.urlInvalid');
    }
    const clientUrl = new URL(`mysql://${match[1]}:${match[2] ?? '3306'}/${match[3]}`);
    clientUrl.username = settings.username;
    clientUrl.password = password;
    target = { dbUrl: clientUrl.toString(), dataDir, pool: { min: 0, max: 5 } };
  }
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([settings.id, settings.driverClass, url, settings.username, password]))
    .digest('hex');
  return { datasourceId: settings.id, target, fingerprint };
}

import { MikroORM } from '@mikro-orm/core';
import { MySqlDriver, type MySqlConnection } from '@mikro-orm/mysql';

/** Runs `work` on a short-lived administrative connection to the MySQL/MariaDB server of `serverUrl`. */
export async function onDatabaseServer<T>(serverUrl: string, work: (connection: MySqlConnection) => Promise<T>): Promise<T> {
  const admin = await MikroORM.init({
    driver: MySqlDriver,
    clientUrl: serverUrl,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
  });
  try {
    return await work(admin.em.getConnection());
  } finally {
    await admin.close(true);
  }
}

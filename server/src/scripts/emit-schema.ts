import 'reflect-metadata';
import { loadConfig } from '../config/env';
import { createSchema } from '../app/graphql';
import { createServices } from '../app/services';
import { TenantDatabases } from '../core/db/tenant-databases';

/** Writes the committed /schema.graphql from the type-graphql resolvers (no database needed). */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, JWT_SECRET: 'schema-emission-does-not-sign-anything-0000' });
  await createSchema(createServices(config, 'schema-emission-does-not-sign-anything-0000', new TenantDatabases()), {
    emitSchemaFile: true,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

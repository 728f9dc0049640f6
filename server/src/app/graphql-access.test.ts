import { getMetadataStorage } from 'type-graphql';
import { isPublicField } from '../core/auth/public.decorator';
import { RESOLVERS } from './graphql';

describe('GraphQL access declarations', () => {
  it('should give every query and mutation either @Authorized or @Public', () => {
    expect(RESOLVERS.length).toBeGreaterThan(0);
    const storage = getMetadataStorage();
    const rootFields = [...storage.queries, ...storage.mutations, ...storage.subscriptions];
    expect(rootFields.length).toBeGreaterThan(0);
    const unguarded = rootFields
      .filter((field) => {
        const authorized = storage.authorizedFields.some((entry) => entry.target === field.target && entry.fieldName === field.methodName);
        return !authorized && !isPublicField(field.target.name, field.methodName);
      })
      .map((field) => `${field.target.name}.${field.methodName}`);
    expect(unguarded).toEqual([]);
  });

  it('should not mark a field both public and authorized', () => {
    const storage = getMetadataStorage();
    const both = storage.authorizedFields.filter((entry) => isPublicField(entry.target.name, entry.fieldName));
    expect(both).toEqual([]);
  });
});

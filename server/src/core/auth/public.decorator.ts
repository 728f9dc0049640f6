const publicFields = new Set<string>();

/**
 * Marks a GraphQL root field as callable without signing in. Every root field carries either this or
 * @Authorized(...); a test walks the schema metadata and fails on a field with neither.
 */
export function Public(): MethodDecorator {
  return (target, propertyKey) => {
    publicFields.add(`${target.constructor.name}.${String(propertyKey)}`);
  };
}

export function isPublicField(className: string, methodName: string): boolean {
  return publicFields.has(`${className}.${methodName}`);
}

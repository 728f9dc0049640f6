// Project-owned GraphQL Code Generator plugin: for every operation in the documents it emits a
// thin, fully typed React hook for Apollo Client 4 over the typed document that the client preset
// generates in the same file (`XxxDocument`, `XxxQuery`, `XxxQueryVariables`, ...):
//   query    Xxx -> useXxxQuery(options) and useXxxLazyQuery(options)
//   mutation Xxx -> useXxxMutation(options)
// The old typescript-react-apollo plugin does not support Apollo Client 4, hence this file.
// It also enforces the document conventions: one named operation or one fragment per file (a fragment
// `<Entity>Fields` is a shared selection set: no hook; web/codegen/inline-fragments.cjs writes its spreads
// out), the file named after it, names in strict PascalCase (so generated type names are exactly `<Name><Kind>`).
'use strict';

const path = require('node:path');

const PASCAL_CASE = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)*$/;

const SUFFIX = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

function collectOperations(documents) {
  const operations = [];
  for (const source of documents) {
    const definitions = source.document ? source.document.definitions : [];
    for (const definition of definitions) {
      if (definition.kind !== 'OperationDefinition') continue;
      const variables = definition.variableDefinitions || [];
      operations.push({
        name: definition.name ? definition.name.value : '',
        kind: definition.operation,
        location: source.location || '',
        hasRequiredVariables: variables.some((variable) => variable.type.kind === 'NonNullType' && !variable.defaultValue),
      });
    }
  }
  return operations.sort((left, right) => left.name.localeCompare(right.name));
}

/** The file's one definition: an operation (hooks) or a fragment (a shared selection set, no hook). */
function validateDefinition(definitions, location) {
  const operations = definitions.filter((definition) => definition.kind === 'OperationDefinition');
  const fragments = definitions.filter((definition) => definition.kind === 'FragmentDefinition');
  if (operations.length + fragments.length !== 1) {
    return { problem: `${location}: expected exactly one operation or one fragment, found ${operations.length} and ${fragments.length}` };
  }
  const definition = operations[0] || fragments[0];
  const kind = operations.length === 1 ? 'operation' : 'fragment';
  const name = definition.name ? definition.name.value : '';
  return name ? { definition, kind, name } : { problem: `${location}: the ${kind} has no name` };
}

function validateDocuments(documents) {
  const problems = [];
  const seen = new Map();
  for (const source of documents) {
    const location = source.location || '(inline document)';
    const { problem, definition, kind, name } = validateDefinition(source.document ? source.document.definitions : [], location);
    if (problem) {
      problems.push(problem);
      continue;
    }
    if (!PASCAL_CASE.test(name)) {
      problems.push(`${location}: ${kind} name "${name}" is not strict PascalCase`);
    }
    if (kind === 'fragment' && !name.endsWith('Fields')) {
      problems.push(`${location}: fragment name "${name}" must end in Fields (<Entity>Fields)`);
    }
    if (kind === 'operation' && definition.operation === 'subscription') {
      problems.push(`${location}: subscriptions are not supported by this plugin`);
    }
    if (source.location && path.basename(source.location) !== `${name}.graphql`) {
      problems.push(`${location}: the file must be named ${name}.graphql`);
    }
    const previous = seen.get(name);
    if (previous) problems.push(`${location}: name "${name}" is also used in ${previous}`);
    seen.set(name, location);
  }
  if (problems.length > 0) {
    throw new Error(`apollo-hooks-plugin: invalid documents:\n  ${problems.join('\n  ')}`);
  }
}

function optionsParameter(hasRequiredVariables, optionsType) {
  return hasRequiredVariables ? `options: ${optionsType}` : `options?: ${optionsType}`;
}

function renderOperation(operation) {
  const suffix = SUFFIX[operation.kind];
  const dataType = `${operation.name}${suffix}`;
  const variablesType = `${dataType}Variables`;
  const documentName = `${operation.name}Document`;
  if (operation.kind === 'query') {
    return [
      `/** Runs the \`${operation.name}\` query (Apollo Client 4 \`useQuery\`). */`,
      `export function use${operation.name}Query(${optionsParameter(
        operation.hasRequiredVariables,
        `useQuery.Options<${dataType}, ${variablesType}>`,
      )}) {`,
      `  return useQuery(${documentName}, options);`,
      '}',
      '',
      `/** Returns an execute function for the \`${operation.name}\` query (Apollo Client 4 \`useLazyQuery\`). */`,
      `export function use${operation.name}LazyQuery(options?: useLazyQuery.Options<${dataType}, ${variablesType}>) {`,
      `  return useLazyQuery(${documentName}, options);`,
      '}',
    ].join('\n');
  }
  return [
    `/** Returns a mutate function for the \`${operation.name}\` mutation (Apollo Client 4 \`useMutation\`). */`,
    `export function use${operation.name}Mutation(options?: useMutation.Options<${dataType}, ${variablesType}>) {`,
    `  return useMutation(${documentName}, options);`,
    '}',
  ].join('\n');
}

module.exports = {
  validate(_schema, documents) {
    validateDocuments(documents);
  },
  plugin(_schema, documents) {
    const operations = collectOperations(documents);
    if (operations.length === 0) return { content: '' };
    const hasQueries = operations.some((operation) => operation.kind === 'query');
    const hasMutations = operations.some((operation) => operation.kind === 'mutation');
    const imported = [...(hasQueries ? ['useLazyQuery', 'useQuery'] : []), ...(hasMutations ? ['useMutation'] : [])];
    return {
      prepend: [`import { ${imported.join(', ')} } from '@apollo/client/react';`],
      content: `\n${operations.map(renderOperation).join('\n\n')}\n`,
    };
  },
};

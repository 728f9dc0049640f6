// Project-owned GraphQL Code Generator document transform: the web's operation documents share
// selection sets through one fragment per entity shape (`fragment PostFields on Post { ... }` in
// web/src/features/<area>/<feature>/graphql/PostFields.graphql); this transform writes every
// `...PostFields` spread out into the fields it stands for before the plugins run, so the generated
// documents and types are what hand-written selections gave: the client sends the same fields, the
// result types keep their shapes (`PostsQuery['posts']['records'][number]` is a plain object type),
// and the cache writes them without needing `__typename` to match a fragment's type condition
// (msw mocks answer without it). The fragment definitions stay in the output (`PostFieldsFragment`
// is a type a feature may name).
// A spread must stand where its type condition is the selection's own type, or an interface (or union) that
// type belongs to (`fragment LogEntryFields on LogEntry` spread into an ApiLog selection): only then are the
// fragment's fields fields of the selection. Checked before inlining (graphql's PossibleFragmentSpreads rule
// and the stricter SpreadOnOwnType rule below, which refuses a narrower condition that only a typed `...on`
// could keep); a leaf field already selected is not repeated.
'use strict';

const { GraphQLError, Kind, PossibleFragmentSpreadsRule, buildASTSchema, isAbstractType, typeFromAST, validate } = require('graphql');

/** A fragment spread whose type condition is not the selection's type nor an abstract type containing it. */
function SpreadOnOwnTypeRule(context) {
  return {
    FragmentSpread(node) {
      const fragment = context.getFragment(node.name.value);
      const parentType = context.getParentType();
      const condition = fragment && typeFromAST(context.getSchema(), fragment.typeCondition);
      if (!condition || !parentType || condition === parentType) return;
      if (isAbstractType(condition) && context.getSchema().isSubType(condition, parentType)) return;
      context.reportError(
        new GraphQLError(
          `Fragment "${node.name.value}" on "${condition.name}" cannot be written out into a selection on "${parentType.name}": ` +
            "its type must be the selection's type or an interface or union of it.",
          { nodes: node },
        ),
      );
    },
  };
}

function fragmentMap(documents) {
  const fragments = new Map();
  for (const source of documents) {
    for (const definition of source.document ? source.document.definitions : []) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

function responseKey(field) {
  return (field.alias || field.name).value;
}

function isLeaf(selection) {
  return selection.kind === Kind.FIELD && !selection.selectionSet && !(selection.arguments || []).length;
}

/** The selection set with every fragment spread, at any depth, replaced by the fragment's selections. */
function inlineSelectionSet(selectionSet, fragments, trail) {
  const result = [];
  const leafKeys = new Set();
  const add = (selection) => {
    if (isLeaf(selection)) {
      if (leafKeys.has(responseKey(selection))) return;
      leafKeys.add(responseKey(selection));
    }
    result.push(selection);
  };
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FRAGMENT_SPREAD) {
      add(
        selection.selectionSet ? { ...selection, selectionSet: inlineSelectionSet(selection.selectionSet, fragments, trail) } : selection,
      );
      continue;
    }
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment) throw new Error(`inline-fragments: unknown fragment "${name}"`);
    if (trail.includes(name)) throw new Error(`inline-fragments: fragment cycle ${[...trail, name].join(' -> ')}`);
    if ((selection.directives || []).length) throw new Error(`inline-fragments: directives on ...${name} are not supported`);
    inlineSelectionSet(fragment.selectionSet, fragments, [...trail, name]).selections.forEach(add);
  }
  return { ...selectionSet, selections: result };
}

function inlineDocument(document, fragments) {
  return {
    ...document,
    definitions: document.definitions.map((definition) =>
      definition.selectionSet ? { ...definition, selectionSet: inlineSelectionSet(definition.selectionSet, fragments, []) } : definition,
    ),
  };
}

module.exports = {
  transform({ documents, schema }) {
    const fragments = fragmentMap(documents);
    if (fragments.size === 0) return documents;
    const all = { kind: Kind.DOCUMENT, definitions: documents.flatMap((source) => (source.document ? source.document.definitions : [])) };
    const errors = validate(buildASTSchema(schema, { assumeValidSDL: true }), all, [PossibleFragmentSpreadsRule, SpreadOnOwnTypeRule]);
    if (errors.length > 0) {
      throw new Error(`inline-fragments: ${errors.map((error) => error.message).join('\n  ')}`);
    }
    return documents.map((source) => (source.document ? { ...source, document: inlineDocument(source.document, fragments) } : source));
  },
};

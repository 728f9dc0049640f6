import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { splitOperations } from '../codegen/split-operations.cjs';

// The codegen hook that moves each operation's document and hooks out of graphql.ts (web/codegen/split-operations.cjs).
const generated = [
  '/* eslint-disable */',
  "import { useLazyQuery, useQuery, useMutation } from '@apollo/client/react';",
  "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
  'export type PostsQuery = { posts: string[] };',
  'export type PostsQueryVariables = Exact<{ [key: string]: never }>;',
  'export type SavePostMutation = { savePost: boolean };',
  'export type SavePostMutationVariables = Exact<{ title: string }>;',
  'export const PostFieldsFragmentDoc = {"kind":"Document"} as unknown as DocumentNode<PostFieldsFragment, unknown>;',
  'export const PostsDocument = {"kind":"Document","q":1} as unknown as DocumentNode<PostsQuery, PostsQueryVariables>;',
  'export const SavePostDocument = {"kind":"Document","m":1} as unknown as DocumentNode<SavePostMutation, SavePostMutationVariables>;',
  '',
  '/** Runs the `Posts` query (Apollo Client 4 `useQuery`). */',
  'export function usePostsQuery(options?: useQuery.Options<PostsQuery, PostsQueryVariables>) {',
  '  return useQuery(PostsDocument, options);',
  '}',
  '',
  '/** Returns an execute function for the `Posts` query (Apollo Client 4 `useLazyQuery`). */',
  'export function usePostsLazyQuery(options?: useLazyQuery.Options<PostsQuery, PostsQueryVariables>) {',
  '  return useLazyQuery(PostsDocument, options);',
  '}',
  '',
  '/** Returns a mutate function for the `SavePost` mutation (Apollo Client 4 `useMutation`). */',
  'export function useSavePostMutation(options?: useMutation.Options<SavePostMutation, SavePostMutationVariables>) {',
  '  return useMutation(SavePostDocument, options);',
  '}',
  '',
].join('\n');

describe('split-operations', () => {
  let directory = '';
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'split-operations-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('moves each document and its hooks to operations/<Name>.ts and re-exports them from graphql.ts', () => {
    const rest = splitOperations(join(directory, 'graphql.ts'), generated);
    expect(rest).not.toMatch(/PostsDocument = |SavePostDocument = |export function use|@apollo\/client\/react/);
    expect(rest).toContain('export type PostsQuery = { posts: string[] };');
    expect(rest).toContain('export const PostFieldsFragmentDoc = ');
    expect(rest).toContain("export { PostsDocument, usePostsQuery, usePostsLazyQuery } from './operations/Posts';");
    expect(rest).toContain("export { SavePostDocument, useSavePostMutation } from './operations/SavePost';");

    const posts = readFileSync(join(directory, 'operations', 'Posts.ts'), 'utf8');
    expect(posts).toContain("import { useLazyQuery, useQuery } from '@apollo/client/react';");
    expect(posts).toContain("import type { PostsQuery, PostsQueryVariables } from '../graphql';");
    expect(posts).toContain('export const PostsDocument = {"kind":"Document","q":1}');
    expect(posts).toContain('  return useLazyQuery(PostsDocument, options);');
    expect(posts).not.toContain('SavePost');
    const save = readFileSync(join(directory, 'operations', 'SavePost.ts'), 'utf8');
    expect(save).toContain("import { useMutation } from '@apollo/client/react';");
    expect(save).toContain('export function useSavePostMutation(');
  });

  it('deletes the module of an operation that is gone', () => {
    mkdirSync(join(directory, 'operations'));
    writeFileSync(join(directory, 'operations', 'Removed.ts'), 'export {};\n');
    splitOperations(join(directory, 'graphql.ts'), generated);
    expect(readdirSync(join(directory, 'operations')).sort()).toEqual(['Posts.ts', 'SavePost.ts']);
    expect(existsSync(join(directory, 'operations', 'Removed.ts'))).toBe(false);
  });

  it('refuses a hook whose document is not in the file', () => {
    const orphan = generated.replace(/^export const PostsDocument = .*\n/m, '');
    expect(() => splitOperations(join(directory, 'graphql.ts'), orphan)).toThrow('a hook of Posts without its document');
  });
});

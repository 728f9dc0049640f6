import type { DocumentNode } from 'graphql';

/** Types of the document transform in inline-fragments.cjs (for its test). */
export interface CodegenSource {
  location?: string;
  document?: DocumentNode;
}

export declare function transform(options: { documents: CodegenSource[]; schema: DocumentNode }): CodegenSource[];

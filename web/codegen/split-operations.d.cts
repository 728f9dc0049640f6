/** Types of the codegen hook in split-operations.cjs (for codegen.ts and its test). */
export declare function splitOperations(filePath: string, content: string): string;

import type { SignedInContext } from '../../../core/http/request-context';
import type { PaperSnapshotData } from './paper-snapshot.types';

/**
 * Freezes a paper for an examination that is being published: checks the paper is READY (or already LOCKED),
 * that every draw rule can be filled from ENABLED questions, marks the paper LOCKED and returns the snapshot.
 * Runs on `context.em`, inside the caller's transaction. Implemented by the paper module; used by examinations.
 */
export interface PaperFreezer {
  freeze(context: SignedInContext, paperId: string): Promise<PaperSnapshotData>;
}

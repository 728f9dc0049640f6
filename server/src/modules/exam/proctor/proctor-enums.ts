import { registerEnumType } from 'type-graphql';

/** What a proctor did to an attempt (reference/exam-domain.md §c.3 ProctorAction; TAO requires a reason for each). */
export enum ProctorActionKind {
  PAUSE = 'PAUSE',
  RESUME = 'RESUME',
  EXTEND = 'EXTEND',
  UNLOCK = 'UNLOCK',
  TERMINATE = 'TERMINATE',
  SUBMIT = 'SUBMIT',
  FORGIVE = 'FORGIVE',
}

registerEnumType(ProctorActionKind, {
  name: 'ProctorActionKind',
  description: 'A proctor action: pause, resume, extend, unlock, terminate, submit, or forgive an integrity event.',
});

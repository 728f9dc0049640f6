import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { TenantScopedEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';
import { LongTextType } from '../../../core/db/long-text.type';
import { MultiSelectScoring, QuestionStatus, QuestionType } from '../shared/exam-enums';
import { JsonTextType } from '../shared/json-text.type';

/** Limits of the files a FILE_UPLOAD answer may carry. */
export interface FileRule {
  maxFiles: number;
  maxSizeKb: number;
  /** Lower-case extensions without the dot, e.g. ["pdf", "docx"]; empty = any. */
  allowedExtensions: string[];
}

/**
 * A question ("subject") of a bank. Stem and explanation are sanitized HTML. `version` grows on every
 * edit; only ENABLED questions enter papers and draws. Options are QuestionOption rows (choice types).
 */
@Entity({ tableName: 'exam_subject' })
@Index({ properties: ['tenantId', 'bankId', 'questionType', 'questionStatus', 'difficulty'] })
export class Question extends TenantScopedEntity {
  @Property({ type: IdType })
  bankId!: string;

  @Property({ type: 'string', length: 20 })
  questionType!: QuestionType;

  @Property({ type: LongTextType })
  stem!: string;

  /** 1 (easiest) .. 5 (hardest). */
  @Property({ type: 'integer', default: 3 })
  difficulty: Opt<number> = 3;

  @Property({ type: new JsonTextType<string[]>() })
  tags: Opt<string[]> = [];

  @Property({ type: LongTextType, nullable: true })
  explanation?: string | null;

  /** Default score when added to a paper, hundredths of a point. */
  @Property({ type: 'integer', default: 100 })
  defaultScore: Opt<number> = 100;

  @Property({ type: 'string', length: 20, default: QuestionStatus.DRAFT })
  questionStatus: Opt<QuestionStatus> = QuestionStatus.DRAFT;

  @Property({ type: 'string', length: 20, default: MultiSelectScoring.ALL_OR_NOTHING })
  multiSelectScoring: Opt<MultiSelectScoring> = MultiSelectScoring.ALL_OR_NOTHING;

  /** FILL_BLANK: accepted answers per blank (each blank: alternatives). */
  @Property({ type: new JsonTextType<string[][]>() })
  blanks: Opt<string[][]> = [];

  /** FILL_BLANK: compare answers case-sensitively. */
  @Property({ type: 'boolean', default: false })
  caseSensitive: Opt<boolean> = false;

  /** SHORT_ANSWER: the reference answer shown to graders (plain text). */
  @Property({ type: LongTextType, nullable: true })
  referenceAnswer?: string | null;

  /** FILE_UPLOAD: limits of the answer files. */
  @Property({ type: new JsonTextType<FileRule | null>(), nullable: true })
  fileRule?: FileRule | null;

  /** Incremented on every edit (snapshots record it). */
  @Property({ type: 'integer', default: 1 })
  version: Opt<number> = 1;
}

import { Max, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** Page sizes the lists offer are 10, 30, 50, 100 and 200; exports read up to 1000 rows a page. */
export const MAX_PAGE_SIZE = 1000;

@InputType({ description: 'Which page of a list to return.' })
export class PageInput {
  @Field(() => Int, { defaultValue: 1, description: '1-based page index.' })
  @Min(1)
  @Max(1_000_000)
  current: number = 1;

  @Field(() => Int, { defaultValue: 10, description: `Rows per page (1..${MAX_PAGE_SIZE}).` })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size: number = 10;
}

export type SortDirection = 'ASC' | 'DESC';

@InputType({ description: 'One sort key; the field must be one the list allows.' })
export class SortInput {
  @Field({ description: 'Field name, e.g. createTime.' })
  field!: string;

  @Field({ defaultValue: 'ASC', description: 'ASC or DESC.' })
  direction: string = 'ASC';
}

export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** A named GraphQL page type of `itemType` (records, total, size, current, pages). */
export function createPageType<T extends object>(itemType: new (...args: never[]) => T, name: string) {
  @ObjectType(name, { description: `One page of ${itemType.name} rows.` })
  class PageOfItems implements PageResult<T> {
    @Field(() => [itemType], { description: 'Rows of this page.' })
    records!: T[];

    @Field(() => Int, { description: 'Rows matching the filter.' })
    total!: number;

    @Field(() => Int, { description: 'Page size used.' })
    size!: number;

    @Field(() => Int, { description: '1-based page index.' })
    current!: number;

    @Field(() => Int, { description: 'Number of pages.' })
    pages!: number;
  }
  return PageOfItems;
}

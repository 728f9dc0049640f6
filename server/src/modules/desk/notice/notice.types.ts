import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { NOTICE_PUBLISHED, type Notice } from './notice.entity';

export enum NoticeState {
  DRAFT = 'DRAFT',
  PUBLISHED = 'PUBLISHED',
}

registerEnumType(NoticeState, {
  name: 'NoticeState',
  description: 'DRAFT: seen by notice editors only; PUBLISHED: seen by every user of the tenant.',
});

@ObjectType('Notice', { description: 'A notice of the caller’s tenant.' })
export class NoticeView {
  @Field(() => ID, { description: 'Notice id.' })
  id!: string;

  @Field({ description: 'Title.' })
  title!: string;

  @Field(() => Int, { description: 'Category: key of the `notice` dictionary.' })
  category!: number;

  @Field(() => String, { nullable: true, description: 'Label of the category in the `notice` dictionary.' })
  categoryName!: string | null;

  @Field(() => Date, { nullable: true, description: 'Release time (UTC); set when published if empty.' })
  releaseTime!: Date | null;

  @Field({ description: 'Content: sanitized rich-text HTML.' })
  content!: string;

  @Field(() => NoticeState, { description: 'Draft or published.' })
  state!: NoticeState;

  @Field(() => ID, { nullable: true, description: 'User who created the notice.' })
  createUser!: string | null;

  @Field(() => ID, { nullable: true, description: 'Department of the user who created the notice.' })
  createDept!: string | null;

  @Field(() => Date, { description: 'Creation time (UTC).' })
  createTime!: Date;

  @Field(() => ID, { nullable: true, description: 'User who last changed the notice.' })
  updateUser!: string | null;

  @Field(() => Date, { description: 'Last change time (UTC).' })
  updateTime!: Date;

  @Field(() => Int, { description: 'Row status (1 normal).' })
  status!: number;
}

export const NoticePage = createPageType(NoticeView, 'NoticePage');
export type NoticePage = InstanceType<typeof NoticePage>;

@ObjectType({ description: 'A published notice as its reader sees it.' })
export class MyNotice {
  @Field(() => ID, { description: 'Notice id.' })
  id!: string;

  @Field({ description: 'Title.' })
  title!: string;

  @Field(() => Int, { description: 'Category: key of the `notice` dictionary.' })
  category!: number;

  @Field(() => String, { nullable: true, description: 'Label of the category.' })
  categoryName!: string | null;

  @Field(() => Date, { nullable: true, description: 'Release time (UTC).' })
  releaseTime!: Date | null;

  @Field({ description: 'Content: sanitized rich-text HTML.' })
  content!: string;

  @Field({ description: 'Whether the caller has read it.' })
  read!: boolean;
}

export const MyNoticePage = createPageType(MyNotice, 'MyNoticePage');
export type MyNoticePage = InstanceType<typeof MyNoticePage>;

export function stateOf(notice: Notice): NoticeState {
  return notice.publishState === NOTICE_PUBLISHED ? NoticeState.PUBLISHED : NoticeState.DRAFT;
}

export function toNoticeView(notice: Notice, labels: Map<string, string>): NoticeView {
  return {
    id: notice.id,
    title: notice.title,
    category: notice.category,
    categoryName: labels.get(String(notice.category)) ?? null,
    releaseTime: notice.releaseTime ?? null,
    content: notice.content,
    state: stateOf(notice),
    createUser: notice.createUser ?? null,
    createDept: notice.createDept ?? null,
    createTime: notice.createTime,
    updateUser: notice.updateUser ?? null,
    updateTime: notice.updateTime,
    status: notice.status,
  };
}

export function toMyNotice(notice: Notice, labels: Map<string, string>, read: boolean): MyNotice {
  return {
    id: notice.id,
    title: notice.title,
    category: notice.category,
    categoryName: labels.get(String(notice.category)) ?? null,
    releaseTime: notice.releaseTime ?? null,
    content: notice.content,
    read,
  };
}

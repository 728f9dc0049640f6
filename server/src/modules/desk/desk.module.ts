import { defineModule } from '../../core/module/module-descriptor';
import { MyNoticeResolver } from './notice/my-notice.resolver';
import type { MyNoticeService } from './notice/my-notice.service';
import { NoticeRead } from './notice/notice-read.entity';
import { NoticeRecipient } from './notice/notice-recipient.entity';
import { Notice } from './notice/notice.entity';
import { NOTICE_MESSAGES } from './notice/notice.messages';
import { NoticeResolver } from './notice/notice.resolver';
import type { NoticeService } from './notice/notice.service';

/** The services the desk module's resolvers are built from (provided by app's `Services`). */
export interface DeskModuleNeeds {
  notices: NoticeService;
  myNotices: MyNoticeService;
}

/** The desk module: everything app/ collects from it (see CONTRIBUTING.md). */
export const DESK_MODULE = defineModule({
  name: 'desk',
  entities: [Notice, NoticeRead, NoticeRecipient],
  resolvers: [NoticeResolver, MyNoticeResolver],
  createResolvers: (services: DeskModuleNeeds) => [new NoticeResolver(services.notices), new MyNoticeResolver(services.myNotices)],
  messages: [NOTICE_MESSAGES],
});

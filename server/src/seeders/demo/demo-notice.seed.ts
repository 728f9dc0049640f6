import type { EntityManager } from '@mikro-orm/core';
import { NOTICE_DRAFT, NOTICE_PUBLISHED, Notice } from '../../modules/desk/notice/notice.entity';
import { insertMissing } from '../seed-writer';
import { DEMO_DEPT_IDS, DEMO_TENANT_ID, DEMO_USER_IDS } from './demo-ids';

/** Fixed ids of the demo notices: three published, one draft. */
export const DEMO_NOTICE_IDS = {
  opening: '1910000000000000501',
  exam: '1910000000000000502',
  drill: '1910000000000000503',
  draft: '1910000000000000504',
} as const;

/** Notices of the demo training school (categories are keys of the `notice` dictionary). */
export async function runDemoNoticeSeed(em: EntityManager): Promise<void> {
  const owned = {
    tenantId: DEMO_TENANT_ID,
    createUser: DEMO_USER_IDS.admin,
    createDept: DEMO_DEPT_IDS.school,
    updateUser: DEMO_USER_IDS.admin,
  };
  await insertMissing(em, Notice, [
    {
      id: DEMO_NOTICE_IDS.opening,
      ...owned,
      title: '2026年冬季班开课通知',
      category: 1,
      releaseTime: new Date('2026-11-02T01:00:00Z'),
      publishState: NOTICE_PUBLISHED,
      content:
        '<p>各位学员：</p><p>2026年冬季班将于<strong>11月16日（周一）</strong>正式开课，请于开课前完成以下事项：</p>' +
        '<ol><li>登录学习平台核对个人信息；</li><li>在“我的课程”中确认所选班级与上课时间；</li><li>首次课请携带身份证原件到教务处办理学员证。</li></ol>' +
        '<p>如有疑问，请联系教务处王老师（电话 021-5888 0001）。</p><p style="text-align: right">示范培训学校教务处</p>',
    },
    {
      id: DEMO_NOTICE_IDS.exam,
      ...owned,
      title: '关于组织第四季度职业技能模拟考试的通知',
      category: 6,
      releaseTime: new Date('2026-11-10T02:30:00Z'),
      publishState: NOTICE_PUBLISHED,
      content:
        '<p>为检验阶段学习成果，学校定于<strong>11月28日上午9:00—11:00</strong>组织第四季度职业技能模拟考试，考试安排如下：</p>' +
        '<table><thead><tr><th>科目</th><th>形式</th><th>时长</th></tr></thead><tbody>' +
        '<tr><td>理论知识</td><td>线上机考</td><td>60分钟</td></tr><tr><td>实操技能</td><td>现场考核</td><td>60分钟</td></tr></tbody></table>' +
        '<p>请考生提前15分钟登录考试系统，考试期间不得切换页面。模拟考试成绩计入平时成绩。</p>',
    },
    {
      id: DEMO_NOTICE_IDS.drill,
      ...owned,
      title: '关于开展冬季消防安全疏散演练的通知',
      category: 6,
      releaseTime: new Date('2026-11-18T08:00:00Z'),
      publishState: NOTICE_PUBLISHED,
      content:
        '<p>为提高师生应急避险能力，学校定于<strong>11月25日（周三）下午3:00</strong>开展冬季消防安全疏散演练。</p>' +
        '<ul><li>听到警报后，请按各教室门口张贴的疏散路线有序撤离至操场集合；</li><li>撤离时用湿毛巾捂住口鼻，不推搡、不折返；</li>' +
        '<li>各班班主任负责清点人数并报告教务处。</li></ul><p>演练期间课程暂停30分钟，请学员提前做好安排。</p>',
    },
    {
      id: DEMO_NOTICE_IDS.draft,
      ...owned,
      title: '关于评选2026年度优秀学员的通知（征求意见稿）',
      category: 2,
      releaseTime: null,
      publishState: NOTICE_DRAFT,
      content: '<p>为表彰先进、树立榜样，学校拟开展2026年度优秀学员评选活动，评选条件及名额分配正在征求各班主任意见。</p>',
    },
  ]);
}

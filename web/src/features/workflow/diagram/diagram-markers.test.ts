import { activityInfo, diagramMarkers, type DiagramHistoryItem } from './diagram-markers';

const history: DiagramHistoryItem[] = [
  { activityId: 'start', activityType: 'startEvent', createdAt: '2026-11-27T08:00:00Z', endedAt: '2026-11-27T08:00:00Z' },
  { activityId: 'toManager', activityType: 'sequenceFlow', createdAt: '2026-11-27T08:00:00Z', endedAt: '2026-11-27T08:00:00Z' },
  {
    activityId: 'managerApprove',
    activityName: 'Manager',
    activityType: 'userTask',
    assigneeName: 'Li Lei',
    createdAt: '2026-11-27T08:00:00Z',
    endedAt: '2026-11-27T09:00:00Z',
    comment: 'OK',
  },
  { activityId: 'toHr', activityType: 'sequenceFlow', createdAt: '2026-11-27T09:00:00Z', endedAt: '2026-11-27T09:00:00Z' },
  { activityId: 'hrApprove', activityName: 'HR', activityType: 'userTask', createdAt: '2026-11-27T09:00:00Z', endedAt: null },
  { activityId: 'bossApprove', activityName: 'Head', activityType: 'candidate', assigneeName: 'Boss, Deputy' },
];

describe('the flow chart markers', () => {
  it('marks ended activities done, history flows taken and current activities current (never also done)', () => {
    expect(diagramMarkers(history, ['hrApprove'])).toEqual({
      done: ['start', 'managerApprove'],
      taken: ['toManager', 'toHr'],
      current: ['hrApprove'],
    });
  });

  it('marks nothing for candidate rows, and a visited activity that is current again only as current', () => {
    const again = [...history, { activityId: 'managerApprove', activityType: 'userTask', createdAt: '2026-11-27T10:00:00Z' }];
    const markers = diagramMarkers(again, ['managerApprove']);
    expect(markers.done).toEqual(['start']);
    expect(markers.current).toEqual(['managerApprove']);
    expect(markers.done).not.toContain('bossApprove');
  });

  it('collects each activity’s visits and candidates for its hover card, none for flows', () => {
    const info = activityInfo(history);
    expect(info.get('managerApprove')).toEqual({
      name: 'Manager',
      candidates: null,
      visits: [{ assigneeName: 'Li Lei', createdAt: '2026-11-27T08:00:00Z', endedAt: '2026-11-27T09:00:00Z', comment: 'OK' }],
    });
    expect(info.get('bossApprove')).toEqual({ name: 'Head', candidates: 'Boss, Deputy', visits: [] });
    expect(info.has('toHr')).toBe(false);
  });
});

/** One row of an instance's history as the diagram needs it (the `FlowHistoryItem` of the GraphQL schema). */
export interface DiagramHistoryItem {
  activityId: string;
  activityName?: string | null;
  activityType: string;
  assigneeName?: string | null;
  createdAt?: string | null;
  endedAt?: string | null;
  comment?: string | null;
}

/** What the flow chart marks: finished activities, taken sequence flows, the open tasks. */
export interface DiagramMarkers {
  done: string[];
  taken: string[];
  current: string[];
}

/** What hovering an activity shows: its name and each visit's assignee and times. */
export interface ActivityVisit {
  assigneeName: string | null;
  createdAt: string | null;
  endedAt: string | null;
  comment: string | null;
}

export interface ActivityInfo {
  name: string | null;
  /** Candidate rows: the task is not reached yet; the names are its candidates. */
  candidates: string | null;
  visits: ActivityVisit[];
}

const unique = (ids: string[]): string[] => [...new Set(ids)];

/**
 * The markers of an instance's diagram: an activity visited and ended is done, a sequence flow in the history was
 * taken, the instance's current activities are current (never also done); `candidate` rows mark nothing.
 */
export function diagramMarkers(history: readonly DiagramHistoryItem[], currentActivityIds: readonly string[]): DiagramMarkers {
  const current = unique([...currentActivityIds]);
  const visited = history.filter((item) => item.activityType !== 'candidate');
  return {
    current,
    taken: unique(visited.filter((item) => item.activityType === 'sequenceFlow').map((item) => item.activityId)),
    done: unique(
      visited
        .filter((item) => item.activityType !== 'sequenceFlow' && Boolean(item.endedAt) && !current.includes(item.activityId))
        .map((item) => item.activityId),
    ),
  };
}

/** Per activity id, what its hover card shows (sequence flows have none). */
export function activityInfo(history: readonly DiagramHistoryItem[]): Map<string, ActivityInfo> {
  const info = new Map<string, ActivityInfo>();
  for (const item of history) {
    if (item.activityType === 'sequenceFlow') {
      continue;
    }
    const entry = info.get(item.activityId) ?? { name: item.activityName ?? null, candidates: null, visits: [] };
    if (item.activityType === 'candidate') {
      entry.candidates = item.assigneeName ?? null;
    } else {
      entry.visits.push({
        assigneeName: item.assigneeName ?? null,
        createdAt: item.createdAt ?? null,
        endedAt: item.endedAt ?? null,
        comment: item.comment ?? null,
      });
    }
    info.set(item.activityId, entry);
  }
  return info;
}

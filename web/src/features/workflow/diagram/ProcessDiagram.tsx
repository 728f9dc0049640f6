import { Alert, Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type EventBus from 'diagram-js/lib/core/EventBus';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalizedDateTime } from '../../../shared/utils/format-date-time';
import { activityInfo, diagramMarkers, type DiagramHistoryItem } from './diagram-markers';

export interface ProcessDiagramProps {
  /** The BPMN 2.0 XML of the instance's own definition version. */
  xml: string;
  history: readonly DiagramHistoryItem[];
  currentActivityIds: readonly string[];
  /** Height of the drawing area (CSS). */
  height?: number | string;
}

interface ElementEvent {
  element: { id: string; type?: string };
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * An instance's flow chart (reference §3.3): bpmn-js's NavigatedViewer, loaded with the first diagram shown,
 * draws the definition; finished activities, taken flows and the open tasks are marked; hovering an activity shows
 * who handled it and when. The bpmn.io watermark the viewer adds stays visible (its licence).
 */
export function ProcessDiagram({ xml, history, currentActivityIds, height = '60vh' }: ProcessDiagramProps) {
  const { t, i18n } = useTranslation('workflowDiagram');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [hovered, setHovered] = useState<string | null>(null);
  const markers = useMemo(() => diagramMarkers(history, currentActivityIds), [history, currentActivityIds]);
  const info = useMemo(() => activityInfo(history), [history]);

  useEffect(() => {
    const element = container.current;
    if (!element) {
      return undefined;
    }
    let disposed = false;
    let destroy: (() => void) | undefined;
    setState('loading');
    void import('./bpmn-viewer')
      .then(async ({ NavigatedViewer }) => {
        if (disposed) {
          return;
        }
        const viewer = new NavigatedViewer({ container: element });
        destroy = () => viewer.destroy();
        await viewer.importXML(xml);
        if (disposed) {
          return;
        }
        const canvas = viewer.get<Canvas>('canvas');
        canvas.zoom('fit-viewport');
        for (const [marker, ids] of [
          ['wf-done', markers.done],
          ['wf-taken', markers.taken],
          ['wf-current', markers.current],
        ] as const) {
          ids.forEach((id) => canvas.addMarker(id, marker));
        }
        const events = viewer.get<EventBus>('eventBus');
        events.on('element.hover', (event: ElementEvent) => setHovered(event.element.id));
        events.on('element.out', () => setHovered(null));
        setState('ready');
      })
      .catch(() => {
        if (!disposed) {
          setState('failed');
        }
      });
    return () => {
      disposed = true;
      destroy?.();
    };
  }, [xml, markers]);

  const hoveredInfo = hovered ? info.get(hovered) : undefined;
  const when = (value: string | null): string => (value ? formatLocalizedDateTime(value, i18n.language) : '');

  return (
    <Stack gap="xs">
      <Group gap="md" aria-label={t('legend.label')}>
        <LegendSwatch color="teal" label={t('legend.done')} />
        <LegendSwatch color="orange" label={t('legend.current')} />
      </Group>
      {state === 'failed' && (
        <Alert color="red" title={t('failed.title')}>
          {t('failed.text')}
        </Alert>
      )}
      <Box pos="relative" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
        <Box ref={container} className="wf-diagram" h={height} data-testid="process-diagram" data-state={state} />
        {state === 'loading' && <Loader role="status" aria-label={t('loading')} pos="absolute" top="50%" left="50%" size="sm" />}
        {hoveredInfo && (
          <Paper withBorder shadow="sm" p="xs" pos="absolute" top={8} left={8} maw={320} data-testid="diagram-hover">
            <Text fw={600} size="sm">
              {hoveredInfo.name ?? hovered}
            </Text>
            {hoveredInfo.visits.map((visit, index) => (
              <Text key={index} size="xs">
                {t('hover.visit', {
                  assignee: visit.assigneeName ?? t('hover.nobody'),
                  start: when(visit.createdAt),
                  end: visit.endedAt ? when(visit.endedAt) : t('hover.open'),
                })}
                {visit.comment ? ` · ${visit.comment}` : ''}
              </Text>
            ))}
            {hoveredInfo.candidates && <Text size="xs">{t('hover.candidates', { names: hoveredInfo.candidates })}</Text>}
          </Paper>
        )}
      </Box>
    </Stack>
  );
}

function LegendSwatch({ color, label }: { color: 'teal' | 'orange'; label: string }) {
  return (
    <Group gap={6}>
      <Box
        w={14}
        h={14}
        style={{
          border: `2px solid var(--mantine-color-${color}-7)`,
          background: `var(--mantine-color-${color}-0)`,
          borderRadius: 3,
        }}
      />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

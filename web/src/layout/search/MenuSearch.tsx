import { Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconExternalLink, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSeededLabel } from '../../i18n/seeded-label';
import type { MenuNode } from '../menu/build-menu-tree';
import { menuIcon } from '../menu/menu-icons';
import { filterEntries, searchEntries, type SearchEntry } from './menu-search';

/** The modifier key of the shortcut as the platform names it. */
export function shortcutModifier(): string {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform) ? '⌘' : 'Ctrl';
}

/**
 * The menu search overlay (SPEC §2): a case-insensitive prefix match on the leaf menus' names in the
 * current language; arrow keys move, Enter or a click opens the page, Esc closes. A combobox with a
 * listbox of options (aria-activedescendant), focus stays in the input.
 */
export function MenuSearch({ opened, onClose, tree }: { opened: boolean; onClose: () => void; tree: readonly MenuNode[] }) {
  const { t } = useTranslation(['layout', 'menu']);
  const seededLabel = useSeededLabel();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const entries = useMemo(() => searchEntries(tree, (node) => seededLabel('menu', node.code, node.name)), [tree, seededLabel]);
  const results = useMemo(() => filterEntries(entries, query), [entries, query]);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (opened) {
      setQuery('');
      setActiveIndex(0);
    }
  }, [opened]);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const open = (entry: SearchEntry) => {
    onClose();
    if (entry.target.kind === 'route') {
      navigate(entry.target.to);
    } else {
      window.open(entry.target.href, '_blank', 'noopener,noreferrer');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) {
      return;
    }
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: results.length - 1 };
    const move = moves[event.key];
    if (move !== undefined && (event.key.startsWith('Arrow') || event.ctrlKey)) {
      event.preventDefault();
      setActiveIndex((move + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = results[activeIndex];
      if (entry) {
        open(entry);
      }
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('layout:search.title')} size="lg" yOffset="10vh" data-menu-search>
      <Stack gap="sm">
        <TextInput
          data-autofocus
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('layout:search.placeholder')}
          aria-label={t('layout:search.input')}
          leftSection={<IconSearch size={16} aria-hidden />}
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
        />
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('layout:search.results')}
          style={{ maxHeight: '50vh', overflowY: 'auto' }}
        >
          {results.map((entry, index) => {
            const Icon = menuIcon(entry.node.source);
            const selected = index === activeIndex;
            return (
              <UnstyledButton
                key={entry.node.id}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={selected}
                tabIndex={-1}
                // Only a real pointer move selects: the list appearing or scrolling under a resting
                // pointer (the browser then sends moves without movement) keeps the keyboard's choice.
                onMouseMove={(event) => {
                  if (event.movementX !== 0 || event.movementY !== 0) {
                    setActiveIndex(index);
                  }
                }}
                onClick={() => open(entry)}
                w="100%"
                p="xs"
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: selected ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Group gap="sm" wrap="nowrap">
                  <Icon size={18} stroke={1.6} aria-hidden />
                  <Text size="sm" fw={500}>
                    {entry.label}
                  </Text>
                  <Text size="xs" c="dimmed" truncate style={{ marginLeft: 'auto' }}>
                    {entry.target.kind === 'route' ? entry.node.path : entry.target.href}
                  </Text>
                  {entry.target.kind === 'external' && <IconExternalLink size={14} aria-label={t('layout:sidebar.externalLink')} />}
                </Group>
              </UnstyledButton>
            );
          })}
        </div>
        {results.length === 0 && (
          <Text c="dimmed" size="sm" role="status">
            {t('layout:search.empty')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('layout:search.hint', { shortcut: `${shortcutModifier()}+K` })}
        </Text>
      </Stack>
    </Modal>
  );
}

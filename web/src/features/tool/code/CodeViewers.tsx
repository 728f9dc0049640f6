import { Box, Code, ScrollArea, Text } from '@mantine/core';
import { diffLines } from 'diff';
import { Highlight, themes } from 'prism-react-renderer';
import { useTranslation } from 'react-i18next';

/** Prism grammars for the generated files' languages (GeneratedCodeFile.language). */
const PRISM_LANGUAGE: Record<string, string> = { typescript: 'tsx', tsx: 'tsx', graphql: 'graphql', json: 'json', markdown: 'markdown' };

/** A file's text, highlighted with line numbers (its own chunk: loaded when a preview opens). */
export function CodeHighlight({ code, language }: { code: string; language: string }) {
  return (
    <Highlight code={code.replace(/\n$/, '')} language={PRISM_LANGUAGE[language] ?? 'tsx'} theme={themes.github}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <ScrollArea h="100%" type="auto">
          <pre className={className} style={{ ...style, margin: 0, padding: 12, fontSize: 12, minHeight: '100%' }} data-testid="code-view">
            {tokens.map((line, index) => (
              <div key={index} {...getLineProps({ line })}>
                <span style={{ display: 'inline-block', width: 40, color: '#999', userSelect: 'none' }}>{index + 1}</span>
                {line.map((token, key) => (
                  <span key={key} {...getTokenProps({ token })} />
                ))}
              </div>
            ))}
          </pre>
        </ScrollArea>
      )}
    </Highlight>
  );
}

/** The line diff of a file against its text in the last download: removed lines red, added lines green. */
export function FileDiff({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation();
  const parts = diffLines(before, after);
  return (
    <ScrollArea h="100%" type="auto">
      <Box component="pre" m={0} p={12} fz={12} ff="monospace" data-testid="file-diff">
        {parts.flatMap((part, index) => {
          const lines = part.value.replace(/\n$/, '').split('\n');
          const sign = part.added ? '+' : part.removed ? '-' : ' ';
          const background = part.added ? 'var(--mantine-color-green-light)' : part.removed ? 'var(--mantine-color-red-light)' : undefined;
          return lines.map((line, at) => (
            <div key={`${index}-${at}`} style={{ background }} data-change={part.added ? 'added' : part.removed ? 'removed' : 'same'}>
              {sign} {line}
            </div>
          ));
        })}
      </Box>
      {parts.every((part) => !part.added && !part.removed) ? (
        <Text c="dimmed" p={12}>
          <Code>{t('develop:preview.sameAsPrevious')}</Code>
        </Text>
      ) : null}
    </ScrollArea>
  );
}

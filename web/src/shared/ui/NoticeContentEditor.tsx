import { Box, Input, Typography } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const controls = [
  'bold',
  'italic',
  'underline',
  'strike',
  'clearFormatting',
  'h1',
  'h2',
  'h3',
  'bulletList',
  'orderedList',
  'blockquote',
  'hr',
  'link',
  'unlink',
  'undo',
  'redo',
] as const;

/**
 * The notice content: a rich-text editor (tiptap through @mantine/tiptap) that hands HTML to the form,
 * or, read-only, the HTML as the server stored it (sanitized there).
 */
export function NoticeContentEditor({
  value,
  onChange,
  onFocus,
  onBlur,
  label,
  error,
  withAsterisk,
  readOnly,
}: {
  value: string;
  onChange: (html: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  label: string;
  error: ReactNode;
  withAsterisk: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      ...Object.fromEntries(controls.map((control) => [`${control}ControlLabel`, t(`notice:editor.${control}`)])),
      linkEditorInputLabel: t('notice:editor.linkInput'),
      linkEditorInputPlaceholder: t('notice:editor.linkPlaceholder'),
      linkEditorExternalLink: t('notice:editor.linkExternal'),
      linkEditorInternalLink: t('notice:editor.linkInternal'),
      linkEditorSave: t('notice:editor.linkSave'),
    }),
    [t],
  );
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onFocus: () => onFocus(),
    onBlur: () => onBlur(),
  });

  if (readOnly) {
    return (
      <Input.Wrapper label={label}>
        <Box mt={4} p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}>
          {/* Sanitized on the server (notice submit); shown as stored. */}
          <Typography>
            <div data-testid="notice-content" dangerouslySetInnerHTML={{ __html: value }} />
          </Typography>
        </Box>
      </Input.Wrapper>
    );
  }

  return (
    <Input.Wrapper label={label} withAsterisk={withAsterisk} error={error}>
      <RichTextEditor editor={editor} labels={labels} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

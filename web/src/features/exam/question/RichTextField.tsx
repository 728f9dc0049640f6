import { Box, FileButton, Input, Loader } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { IconPhoto } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/errors/notify-error';
import { RestFileError, uploadRestFile } from '../../../shared/files/authorized-file';
import { QuestionImage } from './question-image';

export const putFilePath = '/api/blade-resource/oss/endpoint/put-file';
export const imageMimeTypes = ['image/png', 'image/jpeg', 'image/gif'];
export const imageMaxBytes = 2 * 1024 * 1024;

const controls = ['bold', 'italic', 'underline', 'strike', 'code', 'clearFormatting', 'bulletList', 'orderedList', 'undo', 'redo'] as const;

function uploadedLink(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null) {
    const link = (data as { link?: unknown }).link;
    return typeof link === 'string' && link.length > 0 ? link : undefined;
  }
  return undefined;
}

/** The browser's check of an image before it is uploaded (the server checks again). */
export function imageFileProblem(file: File): 'imageType' | 'imageTooLarge' | undefined {
  if (!imageMimeTypes.includes(file.type)) {
    return 'imageType';
  }
  return file.size > imageMaxBytes ? 'imageTooLarge' : undefined;
}

/**
 * Rich text of a question (stem, explanation): tiptap through @mantine/tiptap with the marks the server
 * keeps (bold, italic, underline, strike, code, lists) and images uploaded through put-file. Hands HTML
 * to the form; the server sanitizes it.
 */
export function RichTextField({
  value,
  onChange,
  onBlur,
  label,
  error,
  withAsterisk = false,
  description,
  minHeight = 140,
}: {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label: string;
  error?: ReactNode;
  withAsterisk?: boolean;
  description?: ReactNode;
  minHeight?: number;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => Object.fromEntries(controls.map((control) => [`${control}ControlLabel`, t(`examQuestion:toolbar.${control}`)])),
    [t],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: false, blockquote: false, horizontalRule: false, codeBlock: false }),
      QuestionImage,
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  const insertImage = async (file: File | null) => {
    if (!file || !editor) {
      return;
    }
    const problem = imageFileProblem(file);
    if (problem) {
      notifyError(t(`examQuestion:editor.${problem}`));
      return;
    }
    setUploading(true);
    try {
      const link = uploadedLink(await uploadRestFile(putFilePath, file));
      if (!link) {
        notifyError(t('examQuestion:editor.imageFailed'));
        return;
      }
      editor.chain().focus().insertQuestionImage({ src: link, alt: file.name }).run();
    } catch (failure) {
      notifyError(failure instanceof RestFileError && failure.message ? failure.message : t('examQuestion:editor.imageFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label={label} withAsterisk={withAsterisk} error={error} description={description}>
      <RichTextEditor editor={editor} labels={labels} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <FileButton onChange={(file) => void insertImage(file)} accept={imageMimeTypes.join(',')}>
              {(props) => (
                <RichTextEditor.Control
                  {...props}
                  aria-label={t('examQuestion:toolbar.image')}
                  title={t('examQuestion:toolbar.image')}
                  disabled={uploading}
                >
                  {uploading ? <Loader size={12} /> : <IconPhoto size={16} stroke={1.5} aria-hidden />}
                </RichTextEditor.Control>
              )}
            </FileButton>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <Box mih={minHeight}>
          <RichTextEditor.Content mih={minHeight} />
        </Box>
      </RichTextEditor>
    </Input.Wrapper>
  );
}

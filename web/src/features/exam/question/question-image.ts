import { mergeAttributes, Node } from '@tiptap/core';
import { displayableImageSrc } from '../../../shared/files/authorized-file';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    questionImage: {
      /** Inserts an image by its stored link (an upload's /api/ link or an http(s) address). */
      insertQuestionImage: (attributes: { src: string; alt?: string }) => ReturnType;
    };
  }
}

/**
 * An inline image of a question text. The document keeps the stored link (what the server sanitizes
 * and stores); the editor shows it through displayableImageSrc, so uploads that need the session's
 * token are visible while editing.
 */
export const QuestionImage = Node.create({
  name: 'image',
  inline: true,
  group: 'inline',
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    return ({ node }) => {
      const image = document.createElement('img');
      const src = String(node.attrs['src'] ?? '');
      const alt = node.attrs['alt'];
      if (typeof alt === 'string') {
        image.alt = alt;
      }
      image.style.maxWidth = '100%';
      void displayableImageSrc(src).then((url) => {
        if (url) {
          image.src = url;
        }
      });
      return { dom: image };
    };
  },
  addCommands() {
    return {
      insertQuestionImage:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});

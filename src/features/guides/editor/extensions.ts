import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

export const IMAGE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type ImageAlignment = (typeof IMAGE_ALIGNMENTS)[number];

/**
 * The editor's image: src, alt, title and an alignment rendered as the class
 * `align-left|center|right`. Width and height are left out: nothing in this editor sets them and
 * the sanitizer would drop them.
 */
export const AlignedImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      title: { default: null },
      align: {
        default: null,
        parseHTML: (element) =>
          IMAGE_ALIGNMENTS.find((align) => element.classList.contains(`align-${align}`)) ?? null,
        renderHTML: (attributes) =>
          attributes.align ? { class: `align-${String(attributes.align)}` } : {},
      },
    };
  },
}).configure({ allowBase64: false, inline: false });

/** The editor's schema (docs/product.md#guide-html); the sanitizer's allowlist mirrors it. */
export function guideEditorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      undoRedo: { depth: 100, newGroupDelay: 500 },
      link: { openOnClick: false, defaultProtocol: 'https' },
    }),
    TextAlign.configure({
      types: ['heading', 'paragraph'],
      alignments: ['left', 'center', 'right', 'justify'],
      defaultAlignment: 'left',
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
    AlignedImage,
    Placeholder.configure({ placeholder: 'Write your guide here…' }),
  ];
}

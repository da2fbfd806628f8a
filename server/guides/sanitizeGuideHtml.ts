import sanitizeHtml from 'sanitize-html';
import {
  GUIDE_ALIGNABLE_TAGS,
  GUIDE_ALLOWED_TAGS,
  GUIDE_IMAGE_CLASSES,
  GUIDE_IMAGE_SRC,
  GUIDE_LINK_REL,
  GUIDE_TEXT_ALIGNS,
} from '../../src/domain/guideHtmlPolicy';

/**
 * Guide HTML is sanitized on write with an allowlist of exactly what the guide editor (Tiptap)
 * produces; the SPA sanitizes again on render (docs/decisions.md#one-sanitizer). Anything else
 * (script, frames, forms, SVG/MathML, event handlers, foreign styles, javascript:/data: URLs) is
 * dropped.
 */

const TEXT_ALIGN = { 'text-align': [new RegExp(`^(${GUIDE_TEXT_ALIGNS.join('|')})$`)] };

const tag = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
  tagName,
  attribs,
});

const alignable = Object.fromEntries(GUIDE_ALIGNABLE_TAGS.map((tag) => [tag, ['style']]));
const alignStyles = Object.fromEntries(GUIDE_ALIGNABLE_TAGS.map((tag) => [tag, TEXT_ALIGN]));

export function sanitizeGuideHtml(html: string): string {
  // Which open <li> elements are task items: checkboxes are allowed only directly in those.
  const openItems: boolean[] = [];
  const inTaskItem = () => openItems.includes(true);

  return sanitizeHtml(html, {
    allowedTags: [...GUIDE_ALLOWED_TAGS],
    allowedAttributes: {
      ...alignable,
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'class'],
      pre: ['class'],
      code: ['class'],
      ol: ['start'],
      ul: ['data-type'],
      li: ['data-type', 'data-checked'],
      input: ['type', 'checked', 'disabled'],
    },
    allowedClasses: {
      img: [...GUIDE_IMAGE_CLASSES],
      pre: ['language-*'],
      code: ['language-*'],
    },
    allowedStyles: alignStyles,
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    onOpenTag: (name, attribs) => {
      if (name === 'li') openItems.push(attribs['data-type'] === 'taskItem');
    },
    onCloseTag: (name) => {
      if (name === 'li') openItems.pop();
    },
    transformTags: {
      a: (tagName, attribs) => tag(tagName, { ...attribs, rel: GUIDE_LINK_REL, target: '_blank' }),
      ul: (tagName, attribs) =>
        tag(tagName, attribs['data-type'] === 'taskList' ? { 'data-type': 'taskList' } : {}),
      li: (tagName, attribs) =>
        tag(
          tagName,
          attribs['data-type'] === 'taskItem'
            ? {
                'data-type': 'taskItem',
                'data-checked': attribs['data-checked'] === 'true' ? 'true' : 'false',
              }
            : {},
        ),
      img: (tagName, attribs) =>
        tag(
          tagName,
          GUIDE_IMAGE_SRC.test((attribs.src ?? '').trim())
            ? attribs
            : Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'src')),
        ),
      // A checkbox outside a task item, or any other input, is not editor output: drop it.
      input: (tagName, attribs) => {
        if (!inTaskItem() || attribs.type !== 'checkbox') return tag('dropped-input', {});
        const checked: sanitizeHtml.Attributes = 'checked' in attribs ? { checked: 'checked' } : {};
        return tag(tagName, { type: 'checkbox', disabled: 'disabled', ...checked });
      },
    },
    // An image whose source was refused would only show a broken icon.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

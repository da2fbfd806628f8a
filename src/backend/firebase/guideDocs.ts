/** How a guide document is written and read (docs/firebase.md, `guides/{id}`). */
import type { DocumentData } from 'firebase/firestore/lite';
import type { Guide, GuideInput } from '../../domain/guide';
import { isoOf, textOf, versionOf } from './converters';

export interface GuideDoc extends Omit<GuideInput, 'published'> {
  /**
   * Storage paths of the images the content shows, so that a query can tell whether a file is
   * still in use (Firestore cannot search inside text). Guides of older versions have none.
   */
  images: string[];
  published: boolean;
  tags: string[];
  /** The creating admin's byline, never changed by an edit (guides of older versions have none). */
  author: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/**
 * The fields an admin edits; `published` false keeps the guide a draft that only admins see.
 * `tags` are the input's, or the stored ones when the input leaves them out.
 */
export function guideContentFields(
  input: GuideInput,
  images: string[],
  published: boolean,
  storedTags: string[] = [],
): Pick<GuideDoc, 'title' | 'content' | 'images' | 'published' | 'tags'> {
  const tags = input.tags ?? storedTags;
  return { title: input.title, content: input.content, images, published, tags };
}

/** A new guide is published unless it is saved as a draft. */
export function newGuideDoc(
  input: GuideInput,
  images: string[],
  now: string,
  author: string,
): GuideDoc {
  return {
    ...guideContentFields(input, images, input.published ?? true),
    author,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
}

export function guideFromDoc(id: string, data: DocumentData): Guide {
  return {
    id,
    title: textOf(data.title),
    content: textOf(data.content),
    published: data.published === true,
    tags: tagsOf(data.tags),
    author: textOf(data.author),
    createdAt: isoOf(data.createdAt),
    updatedAt: isoOf(data.updatedAt),
    version: versionOf(data),
  };
}

/** Stored tags; anything else in the field reads as none. */
export const tagsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((tag) => typeof tag === 'string') : [];

import { z } from 'zod';

export interface GuideInput {
  title: string;
  /** Rich-text HTML from the editor; sanitized on write and again on render. */
  content: string;
}

export interface Guide extends GuideInput {
  id: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const GUIDE_PREVIEW_LENGTH = 100;
export const GUIDE_CONTENT_MAX = 500_000;

export const guideInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(200, 'At most 200 characters.'),
  content: z
    .string()
    .min(1, 'Content is required.')
    .max(GUIDE_CONTENT_MAX, `Content must be at most ${GUIDE_CONTENT_MAX} characters.`),
});

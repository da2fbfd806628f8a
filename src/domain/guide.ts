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

/** Publishing needs a title and content that is not empty once cleaned. */
export const GUIDE_REQUIRED_MESSAGE = 'Title and content are required';

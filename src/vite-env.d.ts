/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Invite link to the community chat server shown on the home page. */
  readonly VITE_COMMUNITY_URL?: string;
  /** Which adapter the build talks to; the HTTP adapter (our server) unless 'firebase'. */
  readonly VITE_BACKEND?: 'http' | 'firebase';
  /** Who the four static guides are credited to; "the Hero Guide community" by default. */
  readonly VITE_STATIC_GUIDES_AUTHOR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

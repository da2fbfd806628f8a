/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Invite link to the community chat server shown on the home page. */
  readonly VITE_COMMUNITY_URL?: string;
  /** Which adapter the build talks to; the HTTP adapter (our server) unless 'firebase'. */
  readonly VITE_BACKEND?: 'http' | 'firebase';
  /** Who the four static guides are credited to; "the Hero Guide community" by default. */
  readonly VITE_STATIC_GUIDES_AUTHOR?: string;
  /** The Firebase web app config (VITE_BACKEND=firebase only); see docs/firebase.md. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  /** "true" to use the local Firebase emulators (127.0.0.1), or the host they run on. */
  readonly VITE_FIREBASE_EMULATORS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

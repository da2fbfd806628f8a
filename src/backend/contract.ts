/**
 * The one way UI code reaches data. Two adapters implement it: `http/` (our server, the default)
 * and `firebase/` (the upstream design). Every method either resolves or throws a BackendError
 * (src/domain/errors.ts), so screens show the same messages whichever backend is built in.
 *
 * Writes that replace an existing record name the `version` they were based on; a stale version
 * throws a `conflict` error instead of overwriting someone else's change.
 */
import type { AccountSessions, AuthUser } from '../domain/user';
import type { Guide } from '../domain/guide';
import type { InputOf, ItemOf, RecordKind } from '../domain/kinds';
import type { GuildLevelEntry, GuildLevelTable } from '../domain/guildTable';
import type { SiteSettings, SiteSettingsInput } from '../domain/siteSettings';
import type { MediaSlot } from '../domain/media';
import type { StoredFile, UploadFolder } from '../domain/files';
import type { StoredFileInfo } from '../domain/fileUsage';
import type { ImportReport } from '../domain/heroImport';
import type { ImportImages, ImportPreview } from '../domain/heroImportPlanTypes';
import type {
  ActivityEntry,
  HistoryCollection,
  Revision,
  TrashCollection,
  TrashEntry,
} from '../domain/history';
import type { BackupListEntry, RestoreReport, RestoreStatus } from '../domain/backups';

export type { ImportImages, ImportPreview, ImportReport };

export type Unsubscribe = () => void;

/** Makes the adapter a build talks to (src/backend/index.ts). */
export type BackendFactory = () => Promise<Backend>;

export interface AuthApi {
  /** Throws `unauthenticated` (bad credentials, never saying which) or `rate-limited`. */
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /**
   * Observes the signed-in user live. The listener is called once the current state is known and
   * again on every change (sign-in, sign-out, session expiry, another tab). Like Firebase's
   * onAuthStateChanged.
   */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe;
  /**
   * The signed-in admin's own unexpired sessions: the one making the call first, marked
   * `current`, then the others by latest use; the browsers trusted for sign-in the same way; and
   * a notice about the server's set-up, or null (docs/product.md#account). Only where
   * `capabilities.sessions`; elsewhere it throws `unavailable`. Visitors get `unauthenticated`,
   * non-admins `forbidden`.
   */
  listSessions(): Promise<AccountSessions>;
  /**
   * Ends one of the signed-in admin's sessions (its browser is signed out on its next request);
   * `not-found` when they have no session with that id. Only where `capabilities.sessions`.
   */
  endSession(id: string): Promise<void>;
  /**
   * "Sign out everywhere else": ends every session of the signed-in admin but this one, resolving
   * with how many were ended, and every trusted browser but this one. Only where
   * `capabilities.sessions`.
   */
  endOtherSessions(): Promise<number>;
  /**
   * Replaces the signed-in admin's password. A wrong `currentPassword` is refused as `invalid`
   * with WRONG_CURRENT_PASSWORD (src/domain/user.ts) on `fieldErrors.currentPassword`, and counts
   * as a failed sign-in for throttling (`rate-limited`); a `newPassword` that breaks the password
   * rule (src/domain/userSchema.ts) is refused as `invalid` on `fieldErrors.newPassword`. Every
   * other session of the admin ends (Firebase revokes their refresh tokens), and on our server
   * every other trusted browser; this one stays.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * Sets the signed-in admin's display name, the byline of the guides they create from now on
   * (docs/product.md#account), and reports the account with it to every `onAuthStateChanged`
   * listener. A name that breaks displayNameSchema (src/domain/userSchema.ts) is refused as
   * `invalid` on `fieldErrors.displayName`; visitors get `unauthenticated`, non-admins `forbidden`.
   */
  updateDisplayName(displayName: string): Promise<AuthUser>;
}

/**
 * What every record kind answers (src/domain/kinds.ts; docs/http-api.md#records): everyone reads,
 * admins write. An update names the version it was based on and a stale one throws `conflict`; a
 * delete moves the item to the trash (docs/product.md#history-and-trash), and an item in the trash
 * is not found.
 */
export interface RecordApi<K extends RecordKind> {
  list(): Promise<ItemOf<K>[]>;
  get(id: string): Promise<ItemOf<K>>;
  create(input: InputOf<K>): Promise<ItemOf<K>>;
  update(id: string, input: InputOf<K>, baseVersion: number): Promise<ItemOf<K>>;
  remove(id: string): Promise<void>;
}

/** A hero's image stays until the hero is purged from the trash. */
export interface HeroesApi extends RecordApi<'heroes'> {
  /**
   * What importing a file's decoded JSON would do now, writing nothing: new heroes, updates with
   * their changed fields, unchanged heroes, skipped templates, errors, and which entries' `image`
   * is among `imageFiles` (the names of the picked image files). Admins only; a file that is not a
   * list is `invalid` (rules: docs/product.md#hero-import).
   */
  previewImport(data: unknown, imageFiles?: readonly string[]): Promise<ImportPreview>;
  /**
   * Imports a file's decoded JSON in one request: creates and updates land together or not at
   * all, each update kept in history like an edit. `images` maps the picked image files' names to
   * where FilesApi.upload stored them (folder `heroes`).
   */
  importMany(data: unknown, images?: ImportImages): Promise<ImportReport>;
}

/** Codes: visitors' lists hold active codes only; admins also get expired ones. */
export type CodesApi = RecordApi<'codes'>;

/**
 * The game modes heroes are rated in (docs/product.md#game-modes), in list order. A name another
 * live mode has (any case) is refused as `invalid` on `fieldErrors.name`, and so is a new mode
 * past GAME_MODES_MAX. In the trash, heroes keep their ratings in it, unseen until it is restored.
 */
export type ModesApi = RecordApi<'modes'>;

/**
 * Teams (docs/product.md#teams). A member that is no live hero is kept as written (the pages show
 * it as removed, src/domain/team.ts).
 */
export type TeamsApi = RecordApi<'teams'>;

/**
 * Equipment items (docs/product.md#equipment). `imagePath` is where FilesApi.upload stored the
 * image (folder `equipment`). In the trash, heroes that recommend it stop showing it.
 */
export type EquipmentApi = RecordApi<'equipment'>;

/**
 * Guides: the list holds the published ones, newest first; a draft is not found for anyone but an
 * admin. `input.published` false saves a draft (left out, a new guide is published and an edit
 * keeps it as it was).
 */
export interface GuidesApi extends RecordApi<'guides'> {
  /** The drafts (`published: false`), newest first: admins only. */
  listDrafts(): Promise<Guide[]>;
}

export interface SettingsApi {
  getGuildTable(): Promise<GuildLevelTable>;
  saveGuildTable(levels: GuildLevelEntry[], baseVersion: number): Promise<GuildLevelTable>;
  /** The site-wide settings (the community chat link); version 0 until an admin saves them. */
  getSite(): Promise<SiteSettings>;
  saveSite(input: SiteSettingsInput, baseVersion: number): Promise<SiteSettings>;
}

export interface MediaApi {
  listSlots(): Promise<MediaSlot[]>;
  /** Points a slot at an uploaded image (from FilesApi.upload into the `media` folder). */
  setSlotImage(slotId: string, imagePath: string, baseVersion: number): Promise<MediaSlot>;
}

export interface UploadOptions {
  folder: UploadFolder;
  /** Called with 0..100 as bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface FilesApi {
  /** Checks the bytes (real image, at most 5 MB) and stores under `{folder}/{timestamp}-{name}`. */
  upload(file: File, options: UploadOptions): Promise<StoredFile>;
  /**
   * Deletes one file. While records still show it, refuses with `conflict` and a message naming
   * them (fileInUseMessage in src/domain/fileUsage.ts).
   */
  remove(path: string): Promise<void>;
  /** Admins: every stored file, newest first, with the records that show it (never the bytes). */
  list(): Promise<StoredFileInfo[]>;
  /** Admins: deletes every file no record shows; resolves with how many were deleted. */
  removeUnused(): Promise<number>;
}

export interface RestoreOptions {
  /** Called with 0..100 as the file's bytes go out. */
  onProgress?: (percent: number) => void;
  /** Called as the server checks, loads and swaps in the backup's rows. */
  onStatus?: (status: RestoreStatus) => void;
  signal?: AbortSignal;
}

/**
 * Backups of the whole site, for admins (docs/backups.md). Only where `capabilities.backups` is
 * true; elsewhere every method fails with an `unavailable` BackendError that says why.
 */
export interface BackupApi {
  /**
   * Where a browser downloads a fresh backup of the whole site: a plain link (the admin's session
   * cookie goes with it), so a big file streams to disk instead of through memory.
   */
  downloadUrl(): string;
  /** A fresh backup of the whole site, as bytes (scripts and tests, which follow no links). */
  download(): Promise<Blob>;
  /** The backups in the server's backup folder, newest first, each with its download link. */
  list(): Promise<BackupListEntry[]>;
  /**
   * Replaces ALL content with the backup file's (docs/backups.md, "Restoring in the app"), after
   * saving the site as it was into the backup folder. A file that cannot be restored throws
   * `invalid` with the reason and changes nothing. Afterwards every session has ended, this
   * client's too: auth reports signed out.
   */
  restore(file: Blob, options?: RestoreOptions): Promise<RestoreReport>;
}

/**
 * History and trash, admins only (docs/product.md#history-and-trash). Every write of a hero, code,
 * guide, the guild table and a media slot keeps a version; a delete moves the item to the trash.
 */
export interface HistoryApi {
  /** Every kept version and event of one item, newest first. */
  versions(collection: HistoryCollection, itemId: string): Promise<Revision[]>;
  /**
   * Saves the content of an earlier version as a new version (action `restored`), through the
   * same rules as a save; a stale `baseVersion` throws `conflict`.
   */
  restoreVersion(
    collection: HistoryCollection,
    itemId: string,
    revisionId: string,
    baseVersion: number,
  ): Promise<void>;
  /** Who changed what, newest first, a page at a time: pass the last entry of the page before. */
  activity(after?: ActivityEntry): Promise<ActivityEntry[]>;
  /** Deleted items not yet purged, newest delete first (the ones due are purged first). */
  trash(): Promise<TrashEntry[]>;
  /**
   * The same list, purging nothing: for pages that only look at the trash (a team page telling a
   * hero deleted for good). Only opening the trash purges what is due.
   */
  listTrash(): Promise<TrashEntry[]>;
  /** Puts a deleted item back, as a new version. */
  restoreFromTrash(collection: TrashCollection, itemId: string): Promise<void>;
  /** Deletes a trashed item for good, with its history's content and the files only it showed. */
  purge(collection: TrashCollection, itemId: string): Promise<void>;
}

/**
 * What one backend can do that the other cannot do the same way (docs/decisions.md, "One contract
 * test suite"). The UI hides an action whose flag is off; the contract suite checks each flag.
 */
export interface BackendCapabilities {
  /** Listing this admin's sessions and ending them elsewhere: Firebase's client SDK cannot. */
  sessions: boolean;
  /** Backup download and restore in the app: Firebase is backed up with Google Cloud's export. */
  backups: boolean;
}

/** Each record kind's API, with what some kinds add: a kind added to the table adds its API. */
export type RecordApis = Omit<{ [K in RecordKind]: RecordApi<K> }, 'heroes' | 'guides'> & {
  heroes: HeroesApi;
  guides: GuidesApi;
};

export interface Backend extends RecordApis {
  readonly name: 'http' | 'firebase';
  readonly capabilities: BackendCapabilities;
  auth: AuthApi;
  settings: SettingsApi;
  media: MediaApi;
  files: FilesApi;
  history: HistoryApi;
  backups: BackupApi;
}

/**
 * The reads of what public pages show: everything a page rendered on the server asks for
 * (docs/decisions.md#server-rendering), and all the server's renderer implements. Picked from the
 * interfaces above, so it follows them.
 */
export type ReadBackend = { [K in RecordKind]: Pick<RecordApi<K>, 'list' | 'get'> } & {
  guides: Pick<GuidesApi, 'listDrafts'>;
  settings: Pick<SettingsApi, 'getGuildTable' | 'getSite'>;
  media: Pick<MediaApi, 'listSlots'>;
};

/** Where the local emulators listen (`firebase emulators:start`). */
export interface FirebaseEmulators {
  host: string;
  authPort: number;
  firestorePort: number;
  storagePort: number;
}

import type { AuthKit } from './authKit';
import type { FirebaseServices } from './services';

/**
 * For the adapter's unit tests only (no module of the app imports it): the Firebase services of a
 * signed-in admin, with the Firestore the test gives; Storage is never used.
 */
export function adminServices(firestore: FirebaseServices['firestore']): FirebaseServices {
  const kit = Promise.resolve({
    role: async () => 'admin',
    email: () => 'admin@example.test',
  } as AuthKit);
  return {
    firestore,
    auth: () => kit,
    authIfStarted: () => kit,
    onAuthStart: () => () => {},
    storage: () => Promise.reject(new Error('not used')),
  };
}

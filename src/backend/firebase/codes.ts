import {
  collection,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore/lite';
import type { CodesApi } from '../contract';
import { visibleCodes } from '../../domain/codeStatus';
import { conflict, notFound } from '../../domain/errors';
import { parseOrInvalid } from '../../domain/validation';
import { currentRole, requireAdmin } from './adminGuard';
import { codeFields, codeFromDoc, keptCreatedAt } from './converters';
import { documentIn } from './documents';
import { mapErrors } from './errors';
import { lazyModule } from './lazyModule';
import type { FirebaseServices } from './services';

const CODES = 'codes';
const THIS_CODE = 'This code';
const WRITE = { subject: THIS_CODE, signedIn: true };

/** code.ts builds the zod schema: downloaded with the first write, not by every visitor. */
const codeRules = lazyModule(() => import('../../domain/codeSchema'));

export function createFirebaseCodes(services: FirebaseServices): CodesApi {
  const db = () => services.firestore();
  const codeDoc = (id: string) => documentIn(db(), CODES, id, THIS_CODE);

  return {
    async list() {
      const [snapshot, isAdmin] = await Promise.all([
        mapErrors({}, () => getDocs(collection(db(), CODES))),
        // Codes are public: a session whose role cannot be checked (an account disabled since, a
        // token that cannot be renewed) sees what a visitor sees rather than an error.
        currentRole(services).then(
          (role) => role === 'admin',
          () => false,
        ),
      ]);
      const codes = snapshot.docs.map((code) => codeFromDoc(code.id, code.data()));
      // Expired codes are hidden from visitors, not admins (docs/decisions.md#expired-codes).
      return visibleCodes(codes, Date.now(), isAdmin);
    },

    async create(input) {
      await requireAdmin(services);
      const code = parseOrInvalid((await codeRules()).codeInputSchema, input);
      return mapErrors(WRITE, async () => {
        const ref = doc(collection(db(), CODES));
        await setDoc(ref, { ...codeFields(code), createdAt: serverTimestamp(), version: 1 });
        // Read back: createdAt is the server's clock, known only once written.
        const stored = await getDoc(ref);
        if (!stored.exists()) throw notFound(THIS_CODE);
        return codeFromDoc(ref.id, stored.data());
      });
    },

    async update(id, input, baseVersion) {
      await requireAdmin(services);
      const code = parseOrInvalid((await codeRules()).codeInputSchema, input);
      const ref = codeDoc(id);
      return mapErrors(WRITE, () =>
        runTransaction(db(), async (transaction) => {
          const snapshot = await transaction.get(ref);
          if (!snapshot.exists()) throw notFound(THIS_CODE);
          const stored = snapshot.data();
          const old = codeFromDoc(id, stored);
          if (old.version !== baseVersion) throw conflict(THIS_CODE);
          // The whole document is written, not merged: a code from the upstream site may hold
          // fields this site does not know, which the rules would refuse to keep.
          const data = { ...codeFields(code), ...keptCreatedAt(stored), version: old.version + 1 };
          transaction.set(ref, data);
          return codeFromDoc(id, data);
        }),
      );
    },

    async remove(id) {
      await requireAdmin(services);
      const ref = codeDoc(id);
      await mapErrors(WRITE, () =>
        runTransaction(db(), async (transaction) => {
          const snapshot = await transaction.get(ref);
          if (!snapshot.exists()) throw notFound(THIS_CODE);
          transaction.delete(ref);
        }),
      );
    },
  };
}

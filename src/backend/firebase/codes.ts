import { collection, doc, getDoc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type { CodesApi } from '../contract';
import { visibleCodes } from '../../domain/codeStatus';
import { notFound } from '../../domain/errors';
import { parseOrInvalid } from '../../domain/validation';
import { currentRole, requireAdmin } from './adminGuard';
import { codeFields, codeFromDoc, keptCreatedAt } from './converters';
import { documentIn } from './documents';
import { mapErrors } from './errors';
import { lazyModule } from './lazyModule';
import { removeDocument } from './removeDocument';
import type { FirebaseServices } from './services';
import { versionedWrite } from './versionedWrite';

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
      // DESIGN decision 8: expired codes are hidden from visitors; admins still see them to clean up.
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
      const { record } = await versionedWrite({
        ref: codeDoc(id),
        subject: THIS_CODE,
        baseVersion,
        fields: (stored) => ({ ...codeFields(code), ...keptCreatedAt(stored) }),
        read: (data) => codeFromDoc(id, data),
      });
      return record;
    },

    async remove(id) {
      await requireAdmin(services);
      await removeDocument(codeDoc(id), THIS_CODE);
    },
  };
}

import { getDoc, serverTimestamp, type DocumentData } from 'firebase/firestore/lite';
import type { CodesApi } from '../contract';
import { visibleCodes } from '../../domain/codeStatus';
import { notFound } from '../../domain/errors';
import { parseOrInvalid } from '../../domain/validation';
import { adminEmail, currentRole } from './adminGuard';
import { codeFields, codeFromDoc } from './codeDocs';
import { codeHistory } from './historyOf';
import { mapErrors } from './errors';
import { lazyModule } from './lazyModule';
import { recordCollection } from './recordCollection';
import type { FirebaseServices } from './services';
import type { WriteBy } from './versionedWrite';

const THIS_CODE = 'This code';

/** code.ts builds the zod schema: downloaded with the first write, not by every visitor. */
const codeRules = lazyModule(() => import('../../domain/codeSchema'));

export function createFirebaseCodes(services: FirebaseServices): CodesApi {
  const codes = recordCollection(services, 'codes', THIS_CODE, codeFromDoc, codeHistory);

  return {
    async list() {
      const [all, isAdmin] = await Promise.all([
        codes.list(),
        // Codes are public: a session whose role cannot be checked (an account disabled since, a
        // token that cannot be renewed) sees what a visitor sees rather than an error.
        currentRole(services).then(
          (role) => role === 'admin',
          () => false,
        ),
      ]);
      // Expired codes are hidden from visitors, not admins (docs/decisions.md#expired-codes).
      return visibleCodes(all, Date.now(), isAdmin);
    },

    get: (id) => codes.get(id),

    async create(input) {
      const author = await adminEmail(services);
      const code = parseOrInvalid((await codeRules()).codeInputSchema, input);
      const ref = codes.newRef();
      const fields = { ...codeFields(code), createdAt: serverTimestamp(), version: 1 };
      await codes.add(fields, { author }, ref);
      return mapErrors(codes.write, async () => {
        // Read back: createdAt is the server's clock, known only once written.
        const stored = await getDoc(ref);
        if (!stored.exists()) throw notFound(THIS_CODE);
        return codeFromDoc(ref.id, stored.data());
      });
    },

    async update(id, input, baseVersion, by?: Pick<WriteBy, 'action'>) {
      const author = await adminEmail(services);
      const code = parseOrInvalid((await codeRules()).codeInputSchema, input);
      const write = { author, ...by };
      // An update without a date added keeps the stored one.
      const fields = (stored: DocumentData) => ({
        ...codeFields(code),
        ...(code.addedAt || stored.addedAt === undefined ? {} : { addedAt: stored.addedAt }),
      });
      const { record } = await codes.update(id, baseVersion, fields, write);
      return record;
    },

    async remove(id) {
      await codes.remove(id, { author: await adminEmail(services) });
    },
  };
}

import { getDoc, serverTimestamp, Timestamp } from 'firebase/firestore/lite';
import type { CodeInput } from '../../domain/code';
import { notFound } from '../../domain/errors';
import { contentOfRecord } from '../../domain/history';
import { CODE_DOCS } from './codes';
import { isoOrNull } from './converters';
import { mapErrors } from './errors';
import type { WriteRules } from './recordWrites';

/**
 * A code's fields as stored (docs/firebase.md, `codes/{id}`): its dates as timestamps, which the
 * rules require, and no `addedAt` when the input has none.
 */
interface CodeFields {
  code: string;
  neverExpires: boolean;
  expirationDate: Timestamp | null;
  reward: string;
  addedAt?: Timestamp;
}

const timestampOf = (iso: string | null) =>
  iso === null ? null : Timestamp.fromMillis(Date.parse(iso));

export function codeFields(input: CodeInput): CodeFields {
  const expires = timestampOf(input.neverExpires ? null : isoOrNull(input.expirationDate));
  const addedAt = timestampOf(isoOrNull(input.addedAt));
  return {
    code: input.code,
    neverExpires: input.neverExpires,
    expirationDate: expires,
    reward: input.reward ?? '',
    ...(addedAt ? { addedAt } : {}),
  };
}

/**
 * Codes' own writes: `createdAt` is the server's clock (serverTimestamp()), which the rules
 * require, so a new code is read back once written; codes are not dated.
 */
export const codeWrites = (): WriteRules<'codes'> => ({
  docs: CODE_DOCS,
  fields: codeFields,
  more: (code, replaced) => {
    if (!replaced) return { createdAt: serverTimestamp() };
    // An update without a date added keeps the stored one.
    const addedAt: unknown = replaced.data.addedAt;
    return code.addedAt || addedAt === undefined ? {} : { addedAt };
  },
  created: (ref) =>
    mapErrors({ subject: CODE_DOCS.subject, signedIn: true }, async () => {
      const stored = await getDoc(ref);
      if (!stored.exists()) throw notFound(CODE_DOCS.subject);
      return CODE_DOCS.read(ref.id, stored.data());
    }),
  // Its date added only when an admin gave one, as on our server (a new code's createdAt is not
  // known yet when its first version is written).
  content: (code, data) => ({
    ...contentOfRecord('codes', code),
    addedAt: isoOrNull(data.addedAt),
  }),
});

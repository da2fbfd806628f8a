/** How a code document is written and read (docs/firebase.md, `codes/{id}`). */
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import type { Code, CodeInput } from '../../domain/code';
import { isoOf, isoOrNull, textOf, versionOf } from './converters';

/**
 * Stored without `createdAt`, which the adapter sets to serverTimestamp() on create; without
 * `addedAt` when the input has none (the adapter sets it then).
 */
export interface CodeFields {
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

export function codeFromDoc(id: string, data: DocumentData): Code {
  const neverExpires = data.neverExpires === true;
  return {
    id,
    code: textOf(data.code),
    neverExpires,
    expirationDate: neverExpires ? null : isoOrNull(data.expirationDate),
    reward: textOf(data.reward),
    // Codes from before dates added were kept, and upstream ones, were added when created.
    addedAt: isoOrNull(data.addedAt) ?? isoOf(data.createdAt),
    createdAt: isoOf(data.createdAt),
    version: versionOf(data),
  };
}

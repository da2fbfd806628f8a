import { BackendError, isBackendError } from '../../domain/errors';
import type { RecordApi } from '../contract';
import type { ItemOf, RecordKind } from '../../domain/kinds';
import type { HttpClient } from './client';

/**
 * A write whose body nests the record under its name (`{ hero, baseVersion }`): the server keys a
 * field's error by its path in the body (`hero.name`), and the contract by the field of the record
 * the caller gave (`name`), as a create's errors are.
 */
export async function fieldsOfNested<T>(inputKey: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!isBackendError(error)) throw error;
    const prefix = `${inputKey}.`;
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([path, message]) => [
        path.startsWith(prefix) ? path.slice(prefix.length) : path,
        message,
      ]),
    );
    throw new BackendError(error.code, error.message, fieldErrors);
  }
}

/**
 * The reads and writes every record kind of our server answers alike (docs/http-api.md#records):
 * `api/{kind}` lists and creates, `api/{kind}/{id}` reads, replaces and deletes. An update sends
 * the record under its input key with the version it was based on (`{ hero, baseVersion }`).
 */
export function httpRecords<K extends RecordKind>(
  client: HttpClient,
  name: K,
  inputKey: string,
): RecordApi<K> {
  type Item = ItemOf<K>;
  const all = `api/${name}`;
  const one = (id: string) => `${all}/${encodeURIComponent(id)}`;
  return {
    list: () => client.request<Item[]>('GET', all),
    get: (id) => client.request<Item>('GET', one(id)),
    create: (input) => client.request<Item>('POST', all, { body: input }),
    update: (id, input, baseVersion) =>
      fieldsOfNested(
        inputKey,
        client.request<Item>('PUT', one(id), { body: { [inputKey]: input, baseVersion } }),
      ),
    remove: (id) => client.request<void>('DELETE', one(id)),
  };
}

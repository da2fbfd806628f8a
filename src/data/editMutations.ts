import { mutationOptions, type QueryKey } from '@tanstack/react-query';

/** An edit as its mutation takes it: the new values and the version they were based on. */
export interface VersionedUpdate<Input> {
  id: string;
  input: Input;
  /** The version the form was opened on: a stale one is refused with `conflict`. */
  baseVersion: number;
}

/** A collection admins edit, each update naming the version it was based on. */
interface EditableApi<Input, Item> {
  create(input: Input): Promise<Item>;
  update(id: string, input: Input, baseVersion: number): Promise<Item>;
  remove(id: string): Promise<void>;
}

/**
 * Create, update and delete of one collection (heroes, codes, guides); each refetches every query
 * under the collection's key `all` once it succeeds.
 */
export function editMutations<Input, Item>(api: EditableApi<Input, Item>, all: QueryKey) {
  const meta = { invalidates: [all] };
  return {
    create: mutationOptions({ mutationFn: (input: Input) => api.create(input), meta }),
    update: mutationOptions({
      mutationFn: ({ id, input, baseVersion }: VersionedUpdate<Input>) =>
        api.update(id, input, baseVersion),
      meta,
    }),
    remove: mutationOptions({ mutationFn: (id: string) => api.remove(id), meta }),
  };
}

import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { VersionedUpdate } from '../editMutations';

/** A record with versions, as its form's base. */
export interface VersionedRecord {
  id: string;
  version: number;
}

/** A kind's create and update (editMutations). */
interface RecordMutations<Input, Item> {
  create: UseMutationOptions<Item, Error, Input>;
  update: UseMutationOptions<Item, Error, VersionedUpdate<Input>>;
}

/**
 * A record's write as its form makes it: a create while there is no base, else an update on the
 * base's version, which is refused as a conflict once someone else saved a newer one.
 */
export function useRecordWrite<Input, Item extends VersionedRecord>(
  mutations: RecordMutations<Input, Item>,
) {
  const create = useMutation(mutations.create);
  const update = useMutation(mutations.update);
  return (input: Input, base: Item | null) =>
    base
      ? update.mutateAsync({ id: base.id, input, baseVersion: base.version })
      : create.mutateAsync(input);
}

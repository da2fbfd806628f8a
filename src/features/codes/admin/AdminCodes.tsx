import { useState } from 'react';
import type { Code } from '../../../domain/code';
import { errorMessage } from '../../../domain/errors';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/Toast';
import { CodeList } from '../CodeList';
import { CodeForm } from './CodeForm';
import { EMPTY_CODE_FORM, formFromCode } from './codeFormValues';
import { useCreateCode } from './useCreateCode';
import { useDeleteCode } from './useDeleteCode';
import { useUpdateCode } from './useUpdateCode';

interface AdminCodesProps {
  /** Every code, expired ones included, in display order. */
  codes: Code[];
  now: number;
}

/** The codes list with the admin's controls: add, edit and delete (docs/product.md#codes). */
export function AdminCodes({ codes, now }: AdminCodesProps) {
  const [adding, setAdding] = useState(false);
  // The version is the one the form opened on, so a change made meanwhile is reported as a
  // conflict rather than silently overwritten when the list refreshes under the form.
  const [editing, setEditing] = useState<{ id: string; version: number } | null>(null);
  const createCode = useCreateCode();
  const updateCode = useUpdateCode();
  const deleteCode = useDeleteCode();
  const confirm = useConfirm();
  const toast = useToast();

  const remove = async (code: Code) => {
    if (!(await confirm('Are you sure you want to delete this code?'))) return;
    try {
      await deleteCode.mutateAsync(code.id);
      toast(`Code ${code.code} deleted.`, { tone: 'success' });
    } catch (error) {
      toast(`Failed to delete code: ${errorMessage(error)}`, { tone: 'error' });
    }
  };

  return (
    <>
      <div className="codes__toolbar">
        <button
          type="button"
          className={adding ? 'button button--secondary' : 'button'}
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? 'Cancel' : 'Add New Code'}
        </button>
      </div>
      {adding && (
        <CodeForm
          initial={EMPTY_CODE_FORM}
          label="New code"
          submitLabel="Add Code"
          failureText="Failed to add code"
          onSubmit={async (input) => {
            await createCode.mutateAsync(input);
            setAdding(false);
            toast('Code added.', { tone: 'success' });
          }}
        />
      )}
      <CodeList
        codes={codes}
        now={now}
        renderInstead={(code) =>
          code.id === editing?.id ? (
            <CodeForm
              initial={formFromCode(code)}
              label={`Edit code ${code.code}`}
              submitLabel="Save"
              failureText="Failed to update code"
              onCancel={() => setEditing(null)}
              onSubmit={async (input) => {
                await updateCode.mutateAsync({ id: code.id, input, baseVersion: editing.version });
                setEditing(null);
              }}
            />
          ) : null
        }
        renderExtra={(code) => (
          <div className="codes__actions">
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Edit ${code.code}`}
              onClick={() => setEditing({ id: code.id, version: code.version })}
            >
              Edit
            </button>
            <button
              type="button"
              className="button button--danger"
              aria-label={`Delete ${code.code}`}
              onClick={() => void remove(code)}
            >
              Delete
            </button>
          </div>
        )}
      />
    </>
  );
}

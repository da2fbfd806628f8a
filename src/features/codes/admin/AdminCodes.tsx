import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useBackend } from '../../../backend';
import type { Code, CodeInput } from '../../../domain/code';
import { expiresInThePast } from '../../../domain/codeStatus';
import { contentOfRecord } from '../../../domain/history';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { RecordActions } from '../../../data/RecordActions';
import { useToast } from '../../../ui/Toast';
import { codeMutations } from '../api/codeMutations';
import { CodeList } from '../CodeList';
import { CodeForm } from './CodeForm';
import { EMPTY_CODE_FORM, formFromCode, keepUnchangedDates } from './codeFormValues';

export const PAST_EXPIRY_QUESTION =
  'This code has already expired, so players will not see it. Save it anyway?';

interface AdminCodesProps {
  /** Every code, expired ones included, in display order. */
  codes: Code[];
  now: number;
}

/** The codes list with the admin's controls: add, edit and delete. */
export function AdminCodes({ codes, now }: AdminCodesProps) {
  const backend = useBackend();
  const [adding, setAdding] = useState(false);
  // The version is the one the form opened on, so a change made meanwhile is reported as a
  // conflict rather than silently overwritten when the list refreshes under the form.
  const [editing, setEditing] = useState<{ id: string; version: number } | null>(null);
  const writes = codeMutations(backend);
  const createCode = useMutation(writes.create);
  const updateCode = useMutation(writes.update);
  const deleteCode = useMutation(writes.remove);
  const toast = useToast();
  const confirm = useConfirm();

  /** A code that has already expired is saved only if the admin says so. */
  const confirmExpiry = async (input: CodeInput) =>
    !expiresInThePast(input, Date.now()) ||
    confirm(PAST_EXPIRY_QUESTION, { confirmLabel: 'Save anyway' });

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
            if (!(await confirmExpiry(input))) return;
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
              onSubmit={async (edited) => {
                const input = keepUnchangedDates(edited, code);
                if (!(await confirmExpiry(input))) return;
                await updateCode.mutateAsync({ id: code.id, input, baseVersion: editing.version });
                setEditing(null);
                toast(`Code ${input.code} saved.`, { tone: 'success' });
              }}
            />
          ) : null
        }
        renderExtra={(code) => (
          <RecordActions
            collection="codes"
            record={code}
            name={code.code}
            content={contentOfRecord('codes', code)}
            onEdit={() => setEditing({ id: code.id, version: code.version })}
            remove={deleteCode.mutateAsync}
            deleteTexts={{
              question: 'Are you sure you want to delete this code?',
              deleted: `Code ${code.code} deleted.`,
              failed: 'Failed to delete code',
            }}
            className="codes__actions"
          />
        )}
      />
    </>
  );
}

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider, useConfirm } from './ConfirmDialog';
import { ToastProvider, useToast } from './Toast';
import { ProgressBar } from './ProgressBar';

function ToastButton({ durationMs }: { durationMs?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Copied to clipboard!', { durationMs })}>
      copy
    </button>
  );
}

describe('Toast', () => {
  describe('with its timers', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('leaves no timer behind when the page goes away while a toast shows', () => {
      const { unmount } = render(
        <ToastProvider>
          <ToastButton />
        </ToastProvider>,
      );
      act(() => screen.getByRole('button', { name: 'copy' }).click());
      act(() => screen.getByRole('button', { name: 'copy' }).click());
      expect(vi.getTimerCount()).toBe(2);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('stops the timer of a toast dismissed by hand', async () => {
      render(
        <ToastProvider>
          <ToastButton />
        </ToastProvider>,
      );
      act(() => screen.getByRole('button', { name: 'copy' }).click());
      act(() => screen.getByRole('button', { name: 'Dismiss message' }).click());
      expect(screen.queryByText('Copied to clipboard!')).toBeNull();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('shows a message in a live region and removes it after its duration', async () => {
      render(
        <ToastProvider>
          <ToastButton durationMs={2000} />
        </ToastProvider>,
      );
      act(() => screen.getByRole('button', { name: 'copy' }).click());
      expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard!');
      act(() => vi.advanceTimersByTime(1999));
      expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard!');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('status')).not.toHaveTextContent('Copied to clipboard!');
    });
  });

  it('can be dismissed by hand', async () => {
    render(
      <ToastProvider>
        <ToastButton />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'copy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  function DeleteButton({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
    const confirm = useConfirm();
    return (
      <button
        type="button"
        onClick={async () => onAnswer(await confirm('Are you sure you want to delete this code?'))}
      >
        delete
      </button>
    );
  }

  it('resolves true on the confirm button and false on Cancel', async () => {
    const answers: boolean[] = [];
    render(
      <ConfirmProvider>
        <DeleteButton onAnswer={(answer) => answers.push(answer)} />
      </ConfirmProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(await screen.findByText('Are you sure you want to delete this code?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(answers).toEqual([true, false]);
    expect(screen.queryByText('Are you sure you want to delete this code?')).toBeNull();
  });
});

describe('ProgressBar', () => {
  it('is hidden at 0% and shows the rounded percentage above it', () => {
    const { rerender, container } = render(<ProgressBar percent={0} label="Upload" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ProgressBar percent={42.6} label="Upload" />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('value', '43');
    expect(screen.getByText('43%')).toBeInTheDocument();
  });
});

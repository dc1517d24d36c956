import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FundPasswordRequest } from '../../api';
import { WealthProvider } from '../../provider/WealthProvider';
import { createMemoryStorage } from '../../sandbox';
import { useFundPasswordPrompt } from './FundPasswordPrompt';

/** A page with the prompt and a button that starts a money action (`onWithdraw`) asking through it. */
function Page({
  prompt,
  onWithdraw,
  locale = 'en',
}: {
  prompt: ReturnType<typeof useFundPasswordPrompt>;
  onWithdraw: () => Promise<void>;
  locale?: string;
}) {
  return (
    <WealthProvider locale={locale} storage={createMemoryStorage()} requestFundPassword={prompt.ask}>
      <button type="button" onClick={() => void onWithdraw()}>
        Withdraw
      </button>
      {prompt.element}
    </WealthProvider>
  );
}

/** A host page: a button that starts a money action asking for the fund password. */
function Host(props: {
  request: FundPasswordRequest;
  locale?: string;
  onAnswer: (answer: string | null) => void;
}) {
  const prompt = useFundPasswordPrompt();
  const withdraw = async () => {
    props.onAnswer(await prompt.ask(props.request));
    // The exchange's answer to the password, at once (the provider says it as it comes).
    prompt.checked();
  };
  return <Page prompt={prompt} onWithdraw={withdraw} locale={props.locale ?? 'en'} />;
}

function setup(request: FundPasswordRequest = { reason: 'required', attempt: 1 }, locale?: string) {
  const user = userEvent.setup();
  const onAnswer = vi.fn();
  render(<Host request={request} onAnswer={onAnswer} {...(locale ? { locale } : {})} />);
  const trigger = screen.getByRole('button', { name: 'Withdraw' });
  return { user, onAnswer, trigger };
}

describe('useFundPasswordPrompt (§4)', () => {
  describe('given the exchange asks for the fund password the first time', () => {
    it('when asked, then a dialog named "Fund password" asks for it in a labelled password field', async () => {
      const { user, trigger } = setup();
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Fund password' });
      expect(dialog).toHaveAccessibleDescription('Enter your fund password to continue.');
      const field = within(dialog).getByLabelText('Fund password');
      expect(field).toHaveAttribute('type', 'password');
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    });

    it('when it opens, the password field has focus, so the customer types at once', async () => {
      const { user, onAnswer, trigger } = setup();
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Fund password' });
      await waitFor(() => expect(within(dialog).getByLabelText('Fund password')).toHaveFocus());
      await user.keyboard('135790{Enter}');
      await waitFor(() => expect(onAnswer).toHaveBeenCalledWith('135790'));
    });

    it('when a password is typed and Enter pressed, then it resolves the password and focus returns', async () => {
      const { user, onAnswer, trigger } = setup();
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Fund password' });
      await user.type(within(dialog).getByLabelText('Fund password'), '246810{Enter}');
      await waitFor(() => expect(onAnswer).toHaveBeenCalledWith('246810'));
      expect(onAnswer).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    it('when Confirm is pressed, then it resolves the typed password', async () => {
      const { user, onAnswer, trigger } = setup();
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Fund password' });
      await user.type(within(dialog).getByLabelText('Fund password'), 'secret');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(onAnswer).toHaveBeenCalledWith('secret'));
    });

    it('when Enter is pressed on an empty field, then nothing is resolved', async () => {
      const { user, onAnswer, trigger } = setup();
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Fund password' });
      await user.type(within(dialog).getByLabelText('Fund password'), '{Enter}');
      expect(onAnswer).not.toHaveBeenCalled();
      expect(dialog).toBeInTheDocument();
    });

    it.each([
      [
        'Cancel',
        async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
          await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        },
      ],
      [
        'Escape',
        async (user: ReturnType<typeof userEvent.setup>) => {
          await user.keyboard('{Escape}');
        },
      ],
      [
        'the close button',
        async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
          await user.click(within(dialog).getByRole('button', { name: 'Close' }));
        },
      ],
    ])('when %s is used, then it resolves null and focus returns', async (_, dismiss) => {
      const { user, onAnswer, trigger } = setup();
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Fund password' });
      await user.type(within(dialog).getByLabelText('Fund password'), '123');
      await dismiss(user, dialog);
      await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(null));
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  });

  describe('given the previous password was wrong', () => {
    it('when asked again, then it says so, marks the field invalid, and starts empty', async () => {
      const { user, trigger } = setup({ reason: 'invalid', attempt: 2 });
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Fund password' });
      expect(dialog).toHaveAccessibleDescription('Incorrect fund password. Try again.');
      const field = within(dialog).getByLabelText('Fund password');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue('');
    });
  });

  describe('given the exchange refuses the password and asks again', () => {
    /** A money action that asks, and asks again `afterMs` later when the password is wrong. */
    function Retrying({ afterMs, onAnswer }: { afterMs: number; onAnswer: (answer: string | null) => void }) {
      const prompt = useFundPasswordPrompt();
      const act = async () => {
        const first = await prompt.ask({ reason: 'required', attempt: 1 });
        if (first === 'wrong') {
          await new Promise((resolve) => setTimeout(resolve, afterMs));
          onAnswer(await prompt.ask({ reason: 'invalid', attempt: 2 }));
        } else onAnswer(first);
        prompt.checked();
      };
      return <Page prompt={prompt} onWithdraw={act} />;
    }

    it.each([0, 50])(
      'when asked again %i ms after the wrong one, the field has focus, takes the next keys, and focus returns to the button at the end',
      async (afterMs) => {
        // dialog.css fades a closing dialog out: Radix keeps the first prompt mounted meanwhile.
        const fade = document.createElement('style');
        fade.textContent =
          '[role="dialog"][data-state="closed"] { animation-name: wk-fade-out; animation-duration: 160ms; }';
        document.head.append(fade);
        onTestFinished(() => fade.remove());
        const user = userEvent.setup();
        const onAnswer = vi.fn();
        render(<Retrying afterMs={afterMs} onAnswer={onAnswer} />);
        const trigger = screen.getByRole('button', { name: 'Withdraw' });
        await user.click(trigger);
        await user.type(
          within(await screen.findByRole('dialog', { name: 'Fund password' })).getByLabelText(
            'Fund password',
          ),
          'wrong{Enter}',
        );
        const again = await screen.findByRole('dialog', {
          description: 'Incorrect fund password. Try again.',
        });
        const field = within(again).getByLabelText('Fund password');
        await waitFor(() => expect(field).toHaveFocus());
        // What a customer does next: type, without reaching for the field first.
        await new Promise((resolve) => setTimeout(resolve, 20));
        await user.keyboard('246810{Enter}');
        await waitFor(() => expect(onAnswer).toHaveBeenCalledWith('246810'));
        await waitFor(() => expect(trigger).toHaveFocus());
      },
    );
  });

  describe('given an exchange that takes its time to check the password (a slow network)', () => {
    /** A money action whose exchange answers each password when the test says so. */
    function SlowCheck({ onAnswer }: { onAnswer: (answer: string | null) => void }) {
      const prompt = useFundPasswordPrompt();
      const act = async () => {
        let request: FundPasswordRequest = { reason: 'required', attempt: 1 };
        for (;;) {
          const answer = await prompt.ask(request);
          onAnswer(answer);
          if (answer === null) return;
          await new Promise<void>((resolve) => {
            exchangeAnswers.push(resolve);
          });
          if (answer === '246810') break;
          request = { reason: 'invalid', attempt: request.attempt + 1 };
        }
        prompt.checked();
      };
      return <Page prompt={prompt} onWithdraw={act} />;
    }
    let exchangeAnswers: (() => void)[] = [];
    /** The exchange answers the password it holds longest. */
    const exchangeAnswersOne = () => {
      const next = exchangeAnswers.shift();
      if (!next) throw new Error('no password is with the exchange');
      act(next);
    };

    beforeEach(() => {
      exchangeAnswers = [];
    });

    /** The customer starts the action and confirms `password`, typed key by key; it is with the exchange. */
    async function confirm(password: string, watchStates = false) {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      render(<SlowCheck onAnswer={onAnswer} />);
      const trigger = screen.getByRole('button', { name: 'Withdraw' });
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Fund password' });
      const states: (string | null)[] = [];
      if (watchStates) {
        const watch = new MutationObserver(() => states.push(dialog.getAttribute('data-state')));
        watch.observe(dialog, { attributes: true, attributeFilter: ['data-state'] });
        onTestFinished(() => watch.disconnect());
      }
      await user.type(within(dialog).getByLabelText('Fund password'), `${password}{Enter}`);
      await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(password));
      return { user, onAnswer, trigger, dialog, states };
    }

    async function expectClosedWithFocusOn(trigger: HTMLElement) {
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    }

    it('when a password is confirmed, then the prompt stays open, Confirm busy and Cancel off, until the answer; then it closes and focus returns', async () => {
      const { trigger, dialog } = await confirm('246810');
      expect(dialog).toHaveAttribute('data-state', 'open');
      expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      exchangeAnswersOne();
      await expectClosedWithFocusOn(trigger);
    });

    it('when the password is wrong, then the same prompt says so without closing in between, and takes the next one', async () => {
      const { user, onAnswer, trigger, dialog, states } = await confirm('000000', true);
      exchangeAnswersOne();
      await waitFor(() => expect(dialog).toHaveAccessibleDescription('Incorrect fund password. Try again.'));
      const field = within(dialog).getByLabelText('Fund password');
      expect(field).toHaveValue('');
      await waitFor(() => expect(field).toHaveFocus());
      expect(states).not.toContain('closed');
      expect(screen.getAllByRole('dialog')).toEqual([dialog]);
      await user.keyboard('246810{Enter}');
      await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith('246810'));
      // The new password is being checked: the field no longer says the last one was wrong.
      expect(field).not.toHaveAttribute('aria-invalid');
      exchangeAnswersOne();
      await expectClosedWithFocusOn(trigger);
    });

    it('when the customer closes the prompt while it checks, then it goes, and the answer that comes later changes nothing', async () => {
      const { user, onAnswer, trigger } = await confirm('246810');
      await user.keyboard('{Escape}');
      await expectClosedWithFocusOn(trigger);
      exchangeAnswersOne();
      expect(onAnswer).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given the prompt after a wrong password, closing with its fade-out', () => {
    it('when cancelled, then it keeps saying the password was wrong until it is gone', async () => {
      // dialog.css fades a closing dialog out; the same rule here keeps Radix's exit mounted.
      const fade = document.createElement('style');
      fade.textContent =
        '[role="dialog"][data-state="closed"] { animation-name: wk-fade-out; animation-duration: 160ms; }';
      document.head.append(fade);
      try {
        const { user, trigger } = setup({ reason: 'invalid', attempt: 2 });
        await user.click(trigger);
        const dialog = await screen.findByRole('dialog', { name: 'Fund password' });
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        expect(dialog).toHaveAttribute('data-state', 'closed');
        expect(dialog).toBeInTheDocument();
        expect(dialog).toHaveAccessibleDescription('Incorrect fund password. Try again.');
        expect(within(dialog).getByLabelText('Fund password')).toHaveAttribute('aria-invalid', 'true');
      } finally {
        fade.remove();
      }
    });
  });

  describe('given a Chinese page', () => {
    it('when asked, then the texts come from the zh-CN catalogue', async () => {
      const { user, trigger } = setup({ reason: 'invalid', attempt: 2 }, 'zh-CN');
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: '资金密码' });
      expect(dialog).toHaveAccessibleDescription('资金密码错误，请重新输入');
      expect(within(dialog).getByLabelText('资金密码')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: '确认' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: '取消' })).toBeEnabled();
    });
  });
});

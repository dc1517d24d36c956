import { Button } from '../components/ui/Button';
import { useWealth } from '../hooks/context';

/** A page's part that needs the customer (§1): what logging in shows, and Log in through the host. */
export function LoginPrompt({ text }: { text: string }) {
  const { t, requireLogin } = useWealth();
  return (
    <div className="wk-page__login">
      <p>{text}</p>
      <Button size="sm" onClick={() => requireLogin()}>
        {t('ui.logIn')}
      </Button>
    </div>
  );
}

import type { SessionResponse } from '@yangdee/contracts/auth';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { getSignInConfig } from '../../../lib/app-config';
import { useTranslation } from '../../../lib/use-translation';
import { useLoginByFacebook, useLoginByLine } from '../api/sign-in';
import { startSocialSignIn, takeSocialCallback } from '../lib/social';
import { FormError, messageOf } from './form-parts';

// Facebook and LINE buttons; on return from the provider, finishes the sign-in once.

interface SocialSignInProps {
  redirect: string;
  onSignedIn: (session: SessionResponse, redirect: string) => void;
}

export function SocialSignIn({ redirect, onSignedIn }: SocialSignInProps) {
  const { t } = useTranslation();
  const config = getSignInConfig();
  const line = useLoginByLine();
  const facebook = useLoginByFacebook();
  const [error, setError] = useState('');
  const hasRun = useRef(false);

  useEffect(() => {
    // Completing a redirect the provider just made (a one-off action, not data fetching).
    if (hasRun.current) return;
    hasRun.current = true;
    const answer = takeSocialCallback();
    if (!answer) return;
    const onError = (e: unknown) => setError(messageOf(e, t('error.tryAgain')));
    const onSuccess = (session: SessionResponse) => onSignedIn(session, answer.redirect);
    if (answer.provider === 'line') {
      line.mutate(
        answer.accessToken
          ? { accessToken: answer.accessToken }
          : { code: answer.code, redirectUri: answer.redirectUri },
        { onSuccess, onError },
      );
    } else if (answer.accessToken) {
      facebook.mutate({ fbAuth: { accessToken: answer.accessToken } }, { onSuccess, onError });
    }
  }, [line, facebook, onSignedIn, t]);

  const isPending = line.isPending || facebook.isPending;
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => startSocialSignIn('facebook', config, redirect)}
        className="w-full rounded-lg bg-[#166FE5] px-4 py-2.5 font-semibold text-white hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#166FE5]"
      >
        {t('auth.withFacebook')}
      </button>
      <button
        type="button"
        onClick={() => startSocialSignIn('line', config, redirect)}
        className="w-full rounded-lg bg-[#06C755] px-4 py-2.5 font-semibold text-slate-950 hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#06C755]"
      >
        {t('auth.withLine')}
      </button>
      {isPending ? <Spinner /> : null}
      <FormError message={error} />
    </div>
  );
}

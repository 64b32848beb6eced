import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../app/query-client';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { profileQueryOptions } from '../../features/account/api/profile';
import { ProfileForm } from '../../features/account/components/profile-form';

export async function loader() {
  void queryClient.prefetchQuery(profileQueryOptions());
  return null;
}

export function Component() {
  const profile = useQuery(profileQueryOptions());
  return (
    <section>
      <PageHeading titleKey="pages.myProfile" />
      {profile.isLoading ? <Spinner /> : null}
      {profile.isError ? (
        <p role="alert" className="text-red-700">
          {profile.error.message}
        </p>
      ) : null}
      {/* Keyed on load so the form starts from the saved values without an effect. */}
      {profile.data ? <ProfileForm profile={profile.data} /> : null}
    </section>
  );
}

import { useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { InvitationAccept } from '../../features/seller-auth/components/invitation-accept';

// /seller/invite/:token (decision 0131): a phone's owner accepts an invitation to work in a shop.

export function Component() {
  const { token = '' } = useParams();
  return (
    <div className="mx-auto max-w-lg">
      <PageHeading titleKey="pages.sellerInvite" />
      <InvitationAccept token={token} />
    </div>
  );
}

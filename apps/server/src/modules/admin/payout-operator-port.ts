import type { FastifyInstance } from 'fastify';
import type { PayoutOperatorPort } from './payouts.routes';

// Until the operator console's accounts land (issue 32 item 4), the payouts console answers the
// platform admin seller account, as mark-income-transferred did (decision 0104). The operator
// foundation replaces this port with requireOperator('payouts') and logOperatorAction.

export function platformAdminPayoutPort(app: FastifyInstance): PayoutOperatorPort {
  return {
    guard: app.requireSeller('platformAdmin'),
    operatorOf: (request) => ({ name: `admin#${request.seller?.sellerUserId ?? ''}` }),
    audit: async () => {},
  };
}

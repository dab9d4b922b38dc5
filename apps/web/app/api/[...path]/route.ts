import { apiBaseUrl, forwarderSecret } from '../../../lib/api-url';
import { forwardToApi } from '../../../lib/forward-to-api';

// MARQUE_API_URL and MARQUE_FORWARDER_SECRET are read on every request, so one image serves any deployment.
export const dynamic = 'force-dynamic';

const forward = (request: Request) => forwardToApi(request, apiBaseUrl(), forwarderSecret());

export {
  forward as GET,
  forward as HEAD,
  forward as POST,
  forward as PUT,
  forward as PATCH,
  forward as DELETE,
  forward as OPTIONS,
};

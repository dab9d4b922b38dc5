import { apiBaseUrl } from '../../../lib/api-url';
import { forwardToApi } from '../../../lib/proxy';

export const dynamic = 'force-dynamic';

const forward = (request: Request) => forwardToApi(request, apiBaseUrl());

export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };

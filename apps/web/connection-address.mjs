// Preloaded into the web server (`node --import ./connection-address.mjs`, see scripts/start.mjs
// and docker/web.Dockerfile): every request's X-Forwarded-For becomes the address of the
// connection the server received, whatever the browser wrote in it. Next.js fills the header
// only when it is missing and keeps a browser's own otherwise, and a route handler cannot see
// the connection; the /api forwarder passes this address on to the API, whose rate limits
// count each person by it (lib/forward-to-api.ts).
import http from 'node:http';

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithConnectionAddress(event, request, ...rest) {
  if (event === 'request') {
    const address = request.socket?.remoteAddress;
    if (address) request.headers['x-forwarded-for'] = address;
    else delete request.headers['x-forwarded-for'];
  }
  return emit.call(this, event, request, ...rest);
};

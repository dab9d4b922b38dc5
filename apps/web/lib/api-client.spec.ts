import { apiResultOf } from './api-client';

const marked = { 'x-marque-api': '1', 'content-type': 'application/json' };
const html = { 'content-type': 'text/html' };

describe('apiResultOf: only the API’s own answers are believed', () => {
  it.each([
    ['a captive portal’s 200 page', new Response('<html>Wifi du club</html>', { headers: html })],
    [
      'a venue proxy’s 404 page',
      new Response('<h1>Not Found</h1>', { status: 404, headers: html }),
    ],
    ['a 502 page', new Response('<h1>Bad Gateway</h1>', { status: 502, headers: html })],
    [
      'JSON without the marker (the forwarder’s own 502)',
      Response.json({ statusCode: 502, code: 'API_UNREACHABLE', message: '' }, { status: 502 }),
    ],
    [
      'a marked answer that is not JSON',
      new Response('<html></html>', { headers: { 'x-marque-api': '1' } }),
    ],
  ])('reads %s as not reached', async (_what, response) => {
    expect(await apiResultOf(response)).toMatchObject({
      ok: false,
      status: 0,
      offline: false,
      error: { code: 'API_UNREACHABLE' },
    });
  });

  it('reads the API’s JSON with its marker as its answer, refusals with their code', async () => {
    expect(await apiResultOf(new Response('{"id":"t"}', { headers: marked }))).toEqual({
      ok: true,
      status: 200,
      data: { id: 't' },
    });
    const gone = new Response(
      JSON.stringify({
        statusCode: 404,
        error: 'Not Found',
        code: 'TABLE_NOT_FOUND',
        message: 'x',
      }),
      { status: 404, headers: marked },
    );
    expect(await apiResultOf(gone)).toMatchObject({
      ok: false,
      status: 404,
      error: { code: 'TABLE_NOT_FOUND' },
    });
    expect(
      await apiResultOf(new Response(null, { status: 204, headers: { 'x-marque-api': '1' } })),
    ).toEqual({ ok: true, status: 204, data: null });
  });
});

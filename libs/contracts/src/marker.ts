/**
 * The header the API puts on every answer it gives. A phone on a club's wifi may get answers that
 * are not the API's (a captive portal's page, a proxy's 404 or 502): only an answer carrying this
 * header, with JSON of the expected shape, is believed to come from Marque.
 */
export const API_MARKER_HEADER = 'x-marque-api';
export const API_MARKER_VALUE = '1';

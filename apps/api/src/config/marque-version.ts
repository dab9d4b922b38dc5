/** Marque's version, as the root package.json says: archives and the OpenAPI document carry it. */
export const MARQUE_VERSION = '0.1.0';

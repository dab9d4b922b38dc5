/** The name every Marque tournament archive carries in `format`. */
export const ARCHIVE_FORMAT = 'marque-tournament';

/**
 * The archive's version: goes up when a table or column is added to ARCHIVED_TABLES, so an
 * older Marque refuses a file it would read only in part (ARCHIVE_TOO_NEW).
 */
export const ARCHIVE_VERSION = 1;

/** The most bytes an import's body may hold (a concours of 100 teams is well under 5 MB). */
export const ARCHIVE_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

/** What the file says of itself, beside its tables' rows. */
export const ARCHIVE_HEADER_FIELDS = ['format', 'version', 'exportedAt', 'marqueVersion'] as const;

/** A file row as JSON holds it: column name to value. */
export type ArchiveRow = Record<string, unknown>;

/** The rows of each archived table (`tournament` holds one), by key. */
export type ArchiveRows = Record<string, ArchiveRow[]>;

/**
 * The name an archive is saved under: `marque-<the name in ASCII>-<day>.json`, the day of the
 * tournament if it has one. ASCII letters, digits and dashes only, so it is safe in a
 * Content-Disposition header and on every file system (« Concours d'été » → concours-d-ete).
 */
export function archiveFileName(name: string, date: string | null): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return ['marque', words || 'tournoi', date].filter(Boolean).join('-') + '.json';
}

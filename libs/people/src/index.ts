// The player registry's names, as pure functions (see README.md): the API searches and matches
// people with them, the web app splits a typed name the same way.
export {
  displayName,
  nameKey,
  nameKeysOf,
  normaliseLicence,
  normaliseText,
  searchText,
  searchWords,
  sortKey,
  splitFullName,
  type PersonNames,
} from './person-name.ts';
export {
  matchPerson,
  type MatchCandidate,
  type PersonMatch,
  type WrittenPlayer,
} from './match-person.ts';

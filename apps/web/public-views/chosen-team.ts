/** The team a player picked on this phone, per tournament: the players' page opens on it. */
const key = (tournamentId: string) => `marque.team.${tournamentId}`;

export function chosenTeam(tournamentId: string): string | null {
  try {
    return window.localStorage.getItem(key(tournamentId));
  } catch {
    // Storage refused (private browsing, a full disk): the player searches again.
    return null;
  }
}

export function chooseTeam(tournamentId: string, teamId: string | null): void {
  try {
    if (teamId) window.localStorage.setItem(key(tournamentId), teamId);
    else window.localStorage.removeItem(key(tournamentId));
  } catch {
    // Nothing kept: the player searches again next time.
  }
}

/** The invitation's mail, in the language the inviter chose. */
export function invitationMail(
  locale: 'fr' | 'en',
  invitation: { inviter: string; club: string | null; link: string; expiresAt: Date },
): { subject: string; text: string } {
  const day = invitation.expiresAt.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  if (locale === 'en')
    return {
      subject: 'Your invitation to organise tournaments on Marque',
      text: [
        `${invitation.inviter} invites you to organise tournaments on Marque${invitation.club ? ` with ${invitation.club}` : ''}.`,
        '',
        `Choose your name and password here: ${invitation.link}`,
        '',
        `The link works once, until ${day} (UTC).`,
      ].join('\n'),
    };
  return {
    subject: 'Votre invitation à organiser des tournois sur Marque',
    text: [
      `${invitation.inviter} vous invite à organiser des tournois sur Marque${invitation.club ? ` avec ${invitation.club}` : ''}.`,
      '',
      `Choisissez votre nom et votre mot de passe ici : ${invitation.link}`,
      '',
      `Le lien sert une fois, jusqu’au ${day} (UTC).`,
    ].join('\n'),
  };
}

/** A club, as named in lists: its members run every tournament of the club. */
export interface ClubRef {
  id: string;
  name: string;
}

/** `GET /api/auth/me`: the organiser signed in. */
export interface OrganiserView {
  id: string;
  email: string;
  displayName: string;
  /** The instance's administrator (the account of MARQUE_ADMIN_EMAIL). */
  administrator: boolean;
  clubs: ClubRef[];
}

/** The body of `PATCH /api/auth/me`. */
export interface UpdateMeRequest {
  displayName: string;
}

/** The body of `PUT /api/auth/password`: the other sessions of the account end. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** Each of `GET /api/accounts` (the administrator's). */
export interface AccountView {
  id: string;
  email: string;
  displayName: string;
  administrator: boolean;
  disabled: boolean;
  clubs: ClubRef[];
  createdAt: string;
}

/** The body of `PATCH /api/accounts/:accountId`: disabled, its logins end at once. */
export interface UpdateAccountRequest {
  disabled: boolean;
}

/** Each of `GET /api/clubs`: the administrator sees every club, an organiser their own. */
export interface ClubView extends ClubRef {
  members: Array<{ id: string; displayName: string; email: string }>;
}

/** The body of `POST /api/clubs`. */
export interface CreateClubRequest {
  name: string;
}

/** The body of `POST /api/clubs/:clubId/members`. */
export interface AddClubMemberRequest {
  accountId: string;
}

/** The body of `POST /api/invitations`. */
export interface CreateInvitationRequest {
  email: string;
  /** The club the invited person joins: one of the inviter's (any, for the administrator). */
  clubId?: string;
  /** The language of the link and of the mail: French unless said. */
  locale?: 'fr' | 'en';
}

/** What `POST /api/invitations` answers: the link, shown once (only its hash is kept). */
export interface InvitationCreated {
  id: string;
  email: string;
  club: ClubRef | null;
  expiresAt: string;
  /** The web app's page that accepts it: `/fr/join/<token>`. */
  path: string;
  /** The whole address (MARQUE_PUBLIC_URL, else the page's origin); null when neither is known. */
  link: string | null;
  /** Whether it was sent by mail (only where MARQUE_SMTP_URL is set). */
  mailed: boolean;
}

/** The body of `POST /api/invitations/lookup`. */
export interface InvitationTokenRequest {
  token: string;
}

/** What `POST /api/invitations/lookup` answers: whom it invites, where, by whom. */
export interface InvitationPreview {
  email: string;
  club: ClubRef | null;
  /** The inviter's display name; null once that account is gone. */
  invitedBy: string | null;
  expiresAt: string;
}

/** The body of `POST /api/invitations/accept`: the new account's name and password. */
export interface AcceptInvitationRequest extends InvitationTokenRequest {
  displayName: string;
  password: string;
}

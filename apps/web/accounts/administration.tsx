'use client';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { AccountView, ClubView } from '../lib/api-types';
import { AccountForm, useAccountForm } from './account-form';
import { SignedIn } from './signed-in';

/** The administrator's page: every account (disable, enable), every club and its members. */
export function Administration({ locale }: { locale: Locale }) {
  const t = useTranslator();
  return (
    <SignedIn locale={locale}>
      {(organiser) =>
        organiser.administrator ? (
          <AccountsAndClubs locale={locale} />
        ) : (
          <p className="form-error">{t('admin.only')}</p>
        )
      }
    </SignedIn>
  );
}

function AccountsAndClubs({ locale }: { locale: Locale }) {
  const t = useTranslator();
  const [accounts, setAccounts] = useState<AccountView[]>([]);
  const [clubs, setClubs] = useState<ClubView[]>([]);
  const reload = useCallback(async () => {
    const [accountList, clubList] = await Promise.all([
      callApi<AccountView[]>('/accounts', { locale }),
      callApi<ClubView[]>('/clubs', { locale }),
    ]);
    if (accountList.ok) setAccounts(accountList.data);
    if (clubList.ok) setClubs(clubList.data);
  }, [locale]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const form = useAccountForm(locale);
  const [clubName, setClubName] = useState('');
  const act = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => {
    if (await form.send(method, path, body, null)) await reload();
  };
  return (
    <>
      <section className="card" aria-labelledby="accounts-title">
        <h2 id="accounts-title">{t('admin.accounts')}</h2>
        {form.formError ? (
          <p className="form-error" role="alert">
            {form.formError}
          </p>
        ) : null}
        <ul className="plain-list">
          {accounts.map((account) => (
            <li key={account.id} data-testid="account">
              {account.displayName} · {account.email}
              {account.administrator ? ` · ${t('admin.administrator')}` : ''}
              {account.disabled ? ` · ${t('admin.disabled')}` : ''}
              {account.administrator ? null : (
                <>
                  {' '}
                  <button
                    type="button"
                    className="secondary"
                    disabled={form.busy}
                    onClick={() => {
                      const confirmed =
                        account.disabled ||
                        window.confirm(t('admin.disableConfirm', { name: account.displayName }));
                      if (confirmed)
                        void act('PATCH', `/accounts/${account.id}`, {
                          disabled: !account.disabled,
                        });
                    }}
                  >
                    {account.disabled ? t('admin.enable') : t('admin.disable')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="clubs-title">
        <h2 id="clubs-title">{t('admin.clubs')}</h2>
        <ul className="plain-list">
          {clubs.map((club) => (
            <ClubMembers key={club.id} club={club} accounts={accounts} busy={form.busy} act={act} />
          ))}
        </ul>
      </section>
      <AccountForm
        form={form}
        title={t('admin.createClub')}
        id="new-club"
        submit={t('admin.createClub')}
        onSubmit={async () => {
          if (await form.send('POST', '/clubs', { name: clubName }, null)) {
            setClubName('');
            await reload();
          }
        }}
      >
        <label htmlFor="club-name">{t('admin.newClub')}</label>
        <input
          id="club-name"
          required
          maxLength={80}
          value={clubName}
          onChange={(e) => setClubName(e.target.value)}
        />
        {form.fieldError('name')}
      </AccountForm>
    </>
  );
}

function ClubMembers({
  club,
  accounts,
  busy,
  act,
}: {
  club: ClubView;
  accounts: AccountView[];
  busy: boolean;
  act: (method: 'POST' | 'DELETE', path: string, body?: unknown) => Promise<void>;
}) {
  const t = useTranslator();
  const others = accounts.filter((account) => !club.members.some((m) => m.id === account.id));
  const [accountId, setAccountId] = useState('');
  const chosen = accountId || others[0]?.id || '';
  return (
    <li data-testid="club">
      <strong>{club.name}</strong> :{' '}
      {club.members.length === 0
        ? t('admin.noMembers')
        : club.members.map((member, index) => (
            <span key={member.id}>
              {index > 0 ? ', ' : ''}
              {member.displayName}{' '}
              <button
                type="button"
                className="link-button"
                aria-label={t('admin.remove', { name: member.displayName, club: club.name })}
                disabled={busy}
                onClick={() => void act('DELETE', `/clubs/${club.id}/members/${member.id}`)}
              >
                ×
              </button>
            </span>
          ))}
      {others.length ? (
        <span className="row">
          <select
            aria-label={t('admin.addMember', { club: club.name })}
            value={chosen}
            onChange={(e) => setAccountId(e.target.value)}
          >
            {others.map((account) => (
              <option key={account.id} value={account.id}>
                {account.displayName} ({account.email})
              </option>
            ))}
          </select>
          <button
            type="button"
            className="secondary"
            disabled={busy || !chosen}
            onClick={() => void act('POST', `/clubs/${club.id}/members`, { accountId: chosen })}
          >
            {t('admin.add')}
          </button>
        </span>
      ) : null}
    </li>
  );
}

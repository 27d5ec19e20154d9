import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NEVER_ASKS_LOGIN } from '../../../rules/tasks';
import { call } from '../api';
import { Loading } from '../components/Loading';
import { Page } from '../components/Page';
import { useFunnel } from '../useFunnel';

interface Privacy {
  name: string;
  phone: string | null;
  retentionMonths: number;
}

/** The privacy notice: who collects what, why, for how long, and how to have it erased. */
export function PrivacyPage() {
  const [search] = useSearchParams();
  const { adminId } = useFunnel();
  const admin = search.get('admin') ?? adminId;
  const [facts, setFacts] = useState<Privacy | null | 'loading'>(admin ? 'loading' : null);

  useEffect(() => {
    if (!admin) return;
    let current = true;
    call<Privacy>(`/api/public/privacy/${encodeURIComponent(admin)}`).then(
      (answer) => current && setFacts(answer),
      () => current && setFacts(null),
    );
    return () => {
      current = false;
    };
  }, [admin]);

  if (facts === 'loading') return <Loading />;
  const who = facts?.name ?? 'Den, der sendte dig linket,';
  const contact = facts?.phone ? ` på ${facts.phone}` : '';
  return (
    <Page title="Privatliv" heading="Sådan passer vi på dine oplysninger">
      <h2>Hvem</h2>
      <p>
        {who} samler dine oplysninger ind og er ansvarlig for dem. Du kan altid kontakte{' '}
        {facts?.name ?? 'dem'}
        {contact}.
      </p>
      <h2>Hvad</h2>
      <p>
        Dit navn, din e-mail, dit telefonnummer og din fødselsdato; de bettingsider, du allerede har
        en konto hos; en eventuel referal-kode; og hvor langt du er med hver side (også de beløb, du
        selv skriver ind). {NEVER_ASKS_LOGIN}.
      </p>
      <h2>Hvorfor</h2>
      <p>
        For at kunne kontakte dig og hjælpe dig i gang med velkomstbonusserne, og fordi du selv har
        bedt om det, da du skrev dig op.
      </p>
      <h2>Hvor længe</h2>
      <p>
        {facts
          ? `Har der ikke været aktivitet i ${facts.retentionMonths} måneder, bliver dine personlige oplysninger slettet automatisk.`
          : 'Har der ikke været aktivitet i en længere periode, bliver dine personlige oplysninger slettet automatisk.'}
      </p>
      <h2>Sletning</h2>
      <p>
        Du kan når som helst bede om at få alt om dig slettet. Kontakt{' '}
        {facts?.name ?? 'den, der sendte dig linket'}
        {contact}, så bliver det hele slettet: dine oplysninger, noter og aftaler.
      </p>
    </Page>
  );
}

import { Link } from 'react-router-dom';
import { welcomePath } from '../useFunnel';

/** The sites the visitor ticked, to confirm; or, with none, a check that they really have none. */
export function ChosenSites({ sites, adminId }: { sites: string[]; adminId: string }) {
  if (!sites.length) {
    return (
      <section className="notice" aria-labelledby="no-sites">
        <p id="no-sites">Er du sikker på, at du ikke er oprettet på nogen af siderne?</p>
        <Link to={welcomePath(adminId)}>Tilbage til start</Link>
      </section>
    );
  }
  return (
    <section className="notice" aria-labelledby="chosen-sites">
      <h2 id="chosen-sites">Du har allerede en konto på:</h2>
      <ul className="chosen">
        {sites.map((site) => (
          <li key={site}>{site}</li>
        ))}
      </ul>
      <p>
        Passer det? Ellers kan du <Link to="/start">rette dine valg</Link>.
      </p>
    </section>
  );
}

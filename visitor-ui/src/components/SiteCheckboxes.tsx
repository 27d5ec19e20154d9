interface SiteCheckboxesProps {
  sites: string[];
  chosen: string[];
  onChange: (site: string, checked: boolean) => void;
}

export function SiteCheckboxes({ sites, chosen, onChange }: SiteCheckboxesProps) {
  return (
    <fieldset className="sites" aria-labelledby="page-title" aria-describedby="sites-intro">
      <ul>
        {sites.map((site) => (
          <li key={site}>
            <label className="check">
              <input
                type="checkbox"
                name="sites"
                value={site}
                checked={chosen.includes(site)}
                onChange={(event) => onChange(site, event.currentTarget.checked)}
              />
              {site}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

import { Migration } from '@mikro-orm/migrations';

/** `texts->'<page>'` is `{title, text}` with both strings (null when not: CHECK needs a true). */
const pageTextIsValid = (page: string) =>
  `coalesce(jsonb_typeof("texts"->'${page}'->'title') = 'string'
     and jsonb_typeof("texts"->'${page}'->'text') = 'string', false)`;

const TEXTS_ARE_VALID = `jsonb_typeof("texts") = 'object'
  and ${pageTextIsValid('welcome')} and ${pageTextIsValid('sitesPage')}`;

/** The texts new admins start with (src/sites/defaults.ts), as they were when this was written. */
const DEFAULTS = {
  welcome: {
    title: 'Velkommen til vores Arbitrage Bereau',
    text: 'Vil du tjene 1500 kr. på bare 3 timer? Så er du kommet til det rette sted.',
  },
  sitesPage: {
    title: 'Arbitrage Bereau - Start her',
    text:
      'Sæt kryds ved de bettingsider, hvor du allerede har en konto. ' +
      'Har du en konto, hvor velkomstbonussen IKKE er brugt, skal du IKKE sætte kryds ved den.',
  },
};

/**
 * An admin's page texts were merged into the column without a shape check: `{"texts":[{}]}` turned
 * the object into an array, `{"welcome":null}` blanked a page, and the welcome page then failed.
 * Broken rows are repaired (each page text that is still whole is kept, the rest gets the default;
 * an array's first element is the object the merge appended to), and the database keeps the shape.
 */
export class Migration20261125150000_admin_texts_shape extends Migration {
  override up(): void {
    const texts = `(case when jsonb_typeof("texts") = 'array' then "texts"->0 else "texts" end)`;
    const page = (name: keyof typeof DEFAULTS) => `
      case when jsonb_typeof(${texts}->'${name}'->'title') = 'string'
             and jsonb_typeof(${texts}->'${name}'->'text') = 'string'
           then jsonb_build_object('title', ${texts}->'${name}'->'title', 'text', ${texts}->'${name}'->'text')
           else '${JSON.stringify(DEFAULTS[name]).replaceAll("'", "''")}'::jsonb end`;
    this.addSql(`
      update "admins" set "texts" = jsonb_build_object('welcome', ${page('welcome')},
                                                       'sitesPage', ${page('sitesPage')})
      where not (${TEXTS_ARE_VALID});`);
    this.addSql(
      `alter table "admins" add constraint "admins_texts_shape" check (${TEXTS_ARE_VALID});`,
    );
  }

  override down(): void {
    this.addSql(`alter table "admins" drop constraint "admins_texts_shape";`);
  }
}

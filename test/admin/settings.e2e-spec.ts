import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { Migration20261125150000_admin_texts_shape } from '../../migrations/Migration20261125150000_admin_texts_shape.js';
import request from 'supertest';
import { createAdmin, sql, type TestAdmin } from '../support/builders.js';
import { createTestApp } from '../support/test-app.js';

describe('recruiter edits texts and sites (/api/settings/me)', () => {
  let app: INestApplication;
  let admin: TestAdmin;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const put = (body: unknown, who = admin) =>
    request(app.getHttpServer())
      .put('/api/settings/me')
      .set('Authorization', who.bearer)
      .send(body as object);

  it('starts with the 12 default sites, their stakes and the default texts', async () => {
    const fresh = await createAdmin(app);
    const res = await request(app.getHttpServer())
      .get('/api/settings/me')
      .set('Authorization', fresh.bearer)
      .expect(200);
    expect(res.body.id).toBe('me');
    expect(res.body.texts.welcome).toEqual({
      title: 'Velkommen til vores Arbitrage Bereau',
      text: 'Vil du tjene 1500 kr. på bare 3 timer? Så er du kommet til det rette sted.',
    });
    expect(res.body.texts.sitesPage.title).toBe('Arbitrage Bereau - Start her');
    expect(res.body.sites).toEqual([
      { name: 'Betfair', stake: 1000, offer: null, oddsFrom: null, feedKey: null },
      { name: 'Unibet', stake: 2000, offer: null, oddsFrom: null, feedKey: null },
      { name: 'Bet365', stake: 1000, offer: null, oddsFrom: null, feedKey: null },
      { name: 'LeoVegas', stake: 1000, offer: null, oddsFrom: null, feedKey: null },
      { name: 'ComeOn', stake: 1000, offer: null, oddsFrom: null, feedKey: null },
      { name: 'Bwin', stake: 1000, offer: null, oddsFrom: null, feedKey: null },
      { name: 'NordicBet', stake: 500, offer: null, oddsFrom: null, feedKey: null },
      { name: 'Betsson', stake: 500, offer: null, oddsFrom: null, feedKey: null },
      { name: 'Bet25', stake: 500, offer: null, oddsFrom: null, feedKey: null },
      { name: 'Tipwin', stake: 1600, offer: null, oddsFrom: null, feedKey: null },
      { name: 'Expekt', stake: 1000, offer: null, oddsFrom: null, feedKey: null },
      { name: 'CashPoint', stake: 500, offer: null, oddsFrom: null, feedKey: null },
    ]);
  });

  it('saving the welcome texts never overwrites the sites-page texts or the sites', async () => {
    const before = (
      await request(app.getHttpServer()).get('/api/settings/me').set('Authorization', admin.bearer)
    ).body;
    const res = await put({
      texts: { welcome: { title: 'Hej', text: 'Velkommen hos os' } },
    }).expect(200);
    expect(res.body.texts).toEqual({
      welcome: { title: 'Hej', text: 'Velkommen hos os' },
      sitesPage: before.texts.sitesPage,
    });
    expect(res.body.sites).toEqual(before.sites);
    const visitor = await request(app.getHttpServer())
      .get(`/api/public/admins/${admin.id}`)
      .expect(200);
    expect(visitor.body.welcome).toEqual({ title: 'Hej', text: 'Velkommen hos os' });
  });

  it('replaces the site list in order, with default stakes for new names and kept custom stakes', async () => {
    const res = await put({
      sites: [{ name: 'vbet' }, { name: 'Unibet', stake: 2500 }, { name: 'Danske Spil' }],
    }).expect(200);
    expect(res.body.sites).toEqual([
      { name: 'vbet', stake: 500, offer: null, oddsFrom: null, feedKey: null },
      { name: 'Unibet', stake: 2500, offer: null, oddsFrom: null, feedKey: null },
      { name: 'Danske Spil', stake: 1000, offer: null, oddsFrom: null, feedKey: null },
    ]);
    const visitor = await request(app.getHttpServer())
      .get(`/api/public/admins/${admin.id}`)
      .expect(200);
    expect(visitor.body.sites).toEqual(['vbet', 'Unibet', 'Danske Spil']);
  });

  it.each([
    [
      'a duplicate site (ignoring case and spaces)',
      { sites: [{ name: 'Leo Vegas' }, { name: 'leovegas' }] },
    ],
    ['an empty site list', { sites: [] }],
    ['a zero stake', { sites: [{ name: 'Bwin', stake: 0 }] }],
    ['a fractional stake', { sites: [{ name: 'Bwin', stake: 10.5 }] }],
    ['a text without a title', { texts: { welcome: { text: 'x' } } }],
    ['an id in the body', { id: 'someone-else', texts: {} }],
    ['61 sites', { sites: Array.from({ length: 61 }, (_, i) => ({ name: `Site ${i}` })) }],
  ])('answers 400 for %s and changes nothing', async (_case, body) => {
    const before = (
      await request(app.getHttpServer()).get('/api/settings/me').set('Authorization', admin.bearer)
    ).body;
    const res = await put(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, errors: expect.any(Object) });
    const after = (
      await request(app.getHttpServer()).get('/api/settings/me').set('Authorization', admin.bearer)
    ).body;
    expect(after).toEqual(before);
  });

  it('names the site a duplicate clashes with when the two are spelled differently', async () => {
    const differently = await put({
      sites: [{ name: 'LeoVegas' }, { name: 'Bwin' }, { name: 'Leo vegas' }],
    }).expect(400);
    expect(differently.body.errors).toEqual({
      'sites.2.name': 'Leo vegas er den samme side som LeoVegas',
    });
    const twice = await put({ sites: [{ name: 'Bwin' }, { name: 'Bwin' }] }).expect(400);
    expect(twice.body.errors).toEqual({ 'sites.1.name': 'Bwin står der to gange' });
  });

  describe("'Samme odds som' and the feed's bookmaker keys (§22)", () => {
    const current = async () =>
      (
        await request(app.getHttpServer())
          .get('/api/settings/me')
          .set('Authorization', admin.bearer)
      ).body;

    it("keeps a site taking another one's odds under the name the list spells, and each feed key", async () => {
      const res = await put({
        sites: [
          { name: 'Unibet', feedKey: ' unibet_eu ' },
          { name: 'LeoVegas', oddsFrom: 'unibet' },
          { name: 'Expekt', oddsFrom: 'Leo Vegas', feedKey: '' },
          { name: 'Bwin', oddsFrom: null },
        ],
      }).expect(200);
      expect(
        res.body.sites.map(({ name, oddsFrom, feedKey }: Record<string, unknown>) => ({
          name,
          oddsFrom,
          feedKey,
        })),
      ).toEqual([
        { name: 'Unibet', oddsFrom: null, feedKey: 'unibet_eu' },
        { name: 'LeoVegas', oddsFrom: 'Unibet', feedKey: null },
        { name: 'Expekt', oddsFrom: 'LeoVegas', feedKey: null },
        { name: 'Bwin', oddsFrom: null, feedKey: null },
      ]);
      expect((await current()).sites).toEqual(res.body.sites);
      // Visitors see the names only.
      const visitor = await request(app.getHttpServer())
        .get(`/api/public/admins/${admin.id}`)
        .expect(200);
      expect(visitor.body.sites).toEqual(['Unibet', 'LeoVegas', 'Expekt', 'Bwin']);
    });

    it.each([
      [
        'a site not on the list',
        [{ name: 'Unibet', oddsFrom: 'Kambi' }, { name: 'Bwin' }],
        'sites.0.oddsFrom',
        'Kambi er ikke på listen over sider',
      ],
      [
        'the site itself',
        [{ name: 'Unibet' }, { name: 'Bwin', oddsFrom: 'bwin' }],
        'sites.1.oddsFrom',
        'Bwin kan ikke have samme odds som sig selv',
      ],
      [
        'a ring',
        [
          { name: 'Betsson', oddsFrom: 'NordicBet' },
          { name: 'NordicBet', oddsFrom: 'Betsson' },
        ],
        'sites.0.oddsFrom',
        'Samme odds som går i ring: Betsson → NordicBet → Betsson',
      ],
      [
        'a name that is no text',
        [{ name: 'Unibet' }, { name: 'Bwin', oddsFrom: 7 }],
        'sites.1.oddsFrom',
        'Skriv navnet på en side fra listen',
      ],
      [
        'a feed key in another form',
        [{ name: 'Unibet', feedKey: 'Unibet EU' }],
        'sites.0.feedKey',
        'Nøglen skrives med små bogstaver, tal og _ (fx unibet_eu)',
      ],
      [
        'one feed key for two sites',
        [
          { name: 'Unibet', feedKey: 'unibet_eu' },
          { name: 'Unibet DK', feedKey: 'unibet_eu' },
        ],
        'sites.1.feedKey',
        'unibet_eu bruges allerede af Unibet',
      ],
    ])(
      'refuses %s with a Danish message on the field, changing nothing',
      async (_, sites, field, message) => {
        const before = await current();
        const res = await put({ sites }).expect(400);
        expect(res.body.errors).toEqual({ [field]: message });
        expect(await current()).toEqual(before);
      },
    );

    it('a list saved without the fields (an older client) takes its sites back to their own odds', async () => {
      await put({ sites: [{ name: 'Unibet' }, { name: 'Bwin', oddsFrom: 'Unibet' }] }).expect(200);
      const res = await put({ sites: [{ name: 'Unibet' }, { name: 'Bwin' }] }).expect(200);
      expect(res.body.sites[1]).toMatchObject({ name: 'Bwin', oddsFrom: null, feedKey: null });
    });
  });

  describe('welcome offers (§15)', () => {
    const freeBet = { kind: 'free_bet', bonus: 200, qualifyingMinOdds: 1.5, bonusMinOdds: 1.8 };
    const depositBonus = { kind: 'deposit_bonus', bonus: 1000, wagering: 10, days: 60 };

    it("keeps each site's offer, fills in a deposit bonus's deposit and answers null for none", async () => {
      const res = await put({
        sites: [
          { name: 'Unibet', offer: { ...freeBet, promoCode: ' ARBI ', notes: 'Kun nye kunder' } },
          { name: 'Bet365', offer: depositBonus },
          { name: 'Bwin' },
        ],
      }).expect(200);
      expect(res.body.sites).toEqual([
        {
          name: 'Unibet',
          stake: 2000,
          offer: {
            ...freeBet,
            minDeposit: null,
            wagering: null,
            days: null,
            promoCode: 'ARBI',
            notes: 'Kun nye kunder',
          },
          oddsFrom: null,
          feedKey: null,
        },
        {
          name: 'Bet365',
          stake: 1000,
          offer: {
            ...depositBonus,
            minDeposit: 1000,
            qualifyingMinOdds: null,
            bonusMinOdds: null,
            promoCode: null,
            notes: null,
          },
          oddsFrom: null,
          feedKey: null,
        },
        { name: 'Bwin', stake: 1000, offer: null, oddsFrom: null, feedKey: null },
      ]);
      const visitor = await request(app.getHttpServer())
        .get(`/api/public/admins/${admin.id}`)
        .expect(200);
      expect(visitor.body.sites).toEqual(['Unibet', 'Bet365', 'Bwin']);
    });

    it.each([
      [
        'a bonus over 1 000 kr',
        { ...freeBet, bonus: 1001 },
        'bonus',
        /højst være 1\.000 kr \(Spillemyndighedens regler\)/,
      ],
      [
        'a deposit requirement other than the bonus',
        { ...depositBonus, minDeposit: 500 },
        'minDeposit',
        /Indbetalingskravet skal være lig bonussen, 1000 kr \(Spillemyndighedens regler\)/,
      ],
      [
        'wagering over 10',
        { ...depositBonus, wagering: 12 },
        'wagering',
        /højst være 10 × \(indbetaling \+ bonus\) \(Spillemyndighedens regler\)/,
      ],
      [
        'fewer than 60 days for a wagering bonus',
        { ...depositBonus, days: 30 },
        'days',
        /mindst 60 dage .*Spillemyndighedens regler/,
      ],
      [
        'minimum odds below 1.01',
        { ...freeBet, bonusMinOdds: 1 },
        'bonusMinOdds',
        /Minimumsodds skal være mindst 1,01/,
      ],
      [
        'wagering on a free bet',
        { ...freeBet, wagering: 5 },
        'wagering',
        /kun til en indbetalingsbonus/,
      ],
      ['an unknown kind', { ...freeBet, kind: 'cashback' }, 'kind', /Vælg freebet/],
      [
        'minimum odds with three decimals',
        { ...freeBet, qualifyingMinOdds: 1.555 },
        'qualifyingMinOdds',
        /højst to decimaler/,
      ],
      [
        'notes over 500 characters',
        { ...freeBet, notes: 'x'.repeat(501) },
        'notes',
        /højst være 500 tegn/,
      ],
    ])(
      'refuses %s with a Danish message on the field, changing nothing',
      async (_case, offer, field, message) => {
        const before = (
          await request(app.getHttpServer())
            .get('/api/settings/me')
            .set('Authorization', admin.bearer)
        ).body;
        const res = await put({ sites: [{ name: 'Unibet' }, { name: 'Bet365', offer }] }).expect(
          400,
        );
        expect(res.body.errors[`sites.1.offer.${field}`]).toMatch(message);
        const after = (
          await request(app.getHttpServer())
            .get('/api/settings/me')
            .set('Authorization', admin.bearer)
        ).body;
        expect(after).toEqual(before);
      },
    );

    it('allows the limits themselves', async () => {
      await put({
        sites: [
          {
            name: 'Unibet',
            offer: { ...depositBonus, bonus: 1000, minDeposit: 1000, wagering: 10, days: 60 },
          },
          { name: 'Bet365', offer: { kind: 'free_bet_sr', bonus: 1, qualifyingMinOdds: 1.01 } },
        ],
      }).expect(200);
    });
  });

  it('has no settings record other than me (404)', async () => {
    await request(app.getHttpServer())
      .get(`/api/settings/${admin.id}`)
      .set('Authorization', admin.bearer)
      .expect(404);
    await request(app.getHttpServer())
      .put(`/api/settings/${admin.id}`)
      .set('Authorization', admin.bearer)
      .send({})
      .expect(404);
  });

  it('shows visitors the public profile, 404 for an unknown admin', async () => {
    const res = await request(app.getHttpServer())
      .get(`/api/public/admins/${admin.id}`)
      .expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['id', 'sites', 'sitesPage', 'welcome']);
    await request(app.getHttpServer()).get('/api/public/admins/nobody').expect(404);
  });

  describe('texts of the wrong shape (a recruiter could break their own link for good)', () => {
    const welcomePage = (who: TestAdmin) =>
      request(app.getHttpServer()).get(`/api/public/admins/${who.id}`).expect(200);

    it.each([
      [{ texts: [{}] }, 'texts'],
      [{ texts: { welcome: null } }, 'texts.welcome'],
      [{ texts: { welcome: [{ title: 'a', text: 'b' }] } }, 'texts.welcome'],
      [{ texts: { sitesPage: 'x' } }, 'texts.sitesPage'],
      [{ texts: null }, 'texts'],
      [{ notifications: [] }, 'notifications'],
      [{ sites: [[]] }, 'sites'],
    ])(
      'refuses %j with 400 naming %s, and the public profile keeps its texts',
      async (body, field) => {
        const who = await createAdmin(app);
        const before = (await welcomePage(who)).body;
        const res = await put(body, who).expect(400);
        expect(res.body.errors[field]).toMatch(/skal være|Skriv/);
        expect((await welcomePage(who)).body).toEqual(before);
      },
    );

    it('the migration repairs rows broken before the check, keeping each page text still whole', async () => {
      const [broken, blanked] = [await createAdmin(app), await createAdmin(app)];
      await put({ texts: { welcome: { title: 'Min titel', text: 'Min tekst' } } }, broken).expect(
        200,
      );
      const orm = app.get(MikroORM);
      const migration = new Migration20261125150000_admin_texts_shape(
        orm.em.getDriver(),
        orm.config,
      );
      await sql(app, 'alter table admins drop constraint admins_texts_shape');
      try {
        // What the unchecked merge wrote: an array (`[{}]` appended) and a page set to null.
        await sql(app, `update admins set texts = texts || '[{}]'::jsonb where id = ?`, [
          broken.id,
        ]);
        await sql(app, `update admins set texts = texts || '{"welcome":null}' where id = ?`, [
          blanked.id,
        ]);
      } finally {
        await migration.up();
        for (const query of migration.getQueries()) await sql(app, query as string);
      }
      expect((await welcomePage(broken)).body.welcome).toEqual({
        title: 'Min titel',
        text: 'Min tekst',
      });
      const repaired = (await welcomePage(blanked)).body;
      expect(repaired.welcome.title).toBe('Velkommen til vores Arbitrage Bereau');
      expect(repaired.sitesPage.title).toBe('Arbitrage Bereau - Start her');
    });

    it('the database refuses texts of another shape, whoever writes them', async () => {
      for (const texts of ['[{}]', '{"welcome":null,"sitesPage":{"title":"a","text":"b"}}', '{}']) {
        await expect(
          sql(app, 'update admins set texts = ?::jsonb where id = ?', [texts, admin.id]),
        ).rejects.toThrow(/admins_texts_shape/);
      }
    });
  });
});

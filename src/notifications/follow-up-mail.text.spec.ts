import { followUpMail, MAX_LISTED, type DueClient } from './follow-up-mail.text.js';

const panelUrl = (path: string) => `https://arbi.example${path}`;

describe('the morning email with the day’s follow-ups', () => {
  it('names each customer by first name and initial, with the time or the day it was due, and links', () => {
    const due: DueClient[] = [
      { id: 'c1', name: 'Bo Berg Hansen', nextContactAt: new Date('2026-02-27T14:30:00Z') },
      { id: 'c2', name: 'anna andersen', nextContactAt: new Date('2026-03-02T09:00:00Z') },
    ];
    const mail = followUpMail(due, 2, '2026-03-02', panelUrl);
    expect(mail.subject).toBe('Opfølgning i dag: 2 kunder');
    expect(mail.text).toContain('Du har 2 kunder at følge op på i dag (02.03.2026):');
    expect(mail.text).toContain(
      '- Bo H., 27.02.2026 kl. 15:30 (for sent)\n  https://arbi.example/admin/clients/c1',
    );
    expect(mail.text).toContain('- anna A., kl. 10:00\n  https://arbi.example/admin/clients/c2');
    expect(mail.text).toContain('https://arbi.example/admin/notifications');
    expect(mail.text).not.toMatch(/Berg|Hansen|andersen/);
  });

  it('says one customer in the singular, and counts those past the list', () => {
    const one = followUpMail(
      [{ id: 'c1', name: 'Eva', nextContactAt: new Date('2026-07-01T05:00:00Z') }],
      1,
      '2026-07-01',
      panelUrl,
    );
    expect(one.subject).toBe('Opfølgning i dag: 1 kunde');
    expect(one.text).toContain('- Eva, kl. 07:00');
    const many = Array.from({ length: MAX_LISTED }, (_, i) => ({
      id: `c${i}`,
      name: `Kunde ${i}`,
      nextContactAt: new Date('2026-07-01T08:00:00Z'),
    }));
    const mail = followUpMail(many, MAX_LISTED + 7, '2026-07-01', panelUrl);
    expect(mail.text.match(/^- /gm)).toHaveLength(MAX_LISTED);
    expect(mail.text).toContain('… og 7 kunder mere.');
  });
});

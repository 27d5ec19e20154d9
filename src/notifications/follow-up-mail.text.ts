import { todayInCopenhagen } from '../../rules/age.js';
import { recognisableName } from '../referrals/referral-name.js';
import { copenhagenTime, startOfCopenhagenDay } from '../common/copenhagen.js';

export interface DueClient {
  id: string;
  name: string;
  nextContactAt: Date;
}

/** At most this many customers are named in one email; the rest are counted. */
export const MAX_LISTED = 50;

const danishDate = (day: string) => day.split('-').reverse().join('.');

const countOf = (n: number) => (n === 1 ? '1 kunde' : `${n} kunder`);

/** First name and initial only: enough to recognise them, and the link opens the rest in the panel. */
export function followUpMail(
  due: DueClient[],
  total: number,
  day: string,
  panelUrl: (path: string) => string,
): { subject: string; text: string } {
  const dayStarts = startOfCopenhagenDay(day);
  const lines = due.slice(0, MAX_LISTED).flatMap((client) => {
    const when =
      client.nextContactAt < dayStarts
        ? `${danishDate(todayInCopenhagen(client.nextContactAt))} kl. ${copenhagenTime(client.nextContactAt)} (for sent)`
        : `kl. ${copenhagenTime(client.nextContactAt)}`;
    return [
      `- ${recognisableName(client.name)}, ${when}`,
      `  ${panelUrl(`/admin/clients/${client.id}`)}`,
    ];
  });
  const more = total - Math.min(due.length, MAX_LISTED);
  return {
    subject: `Opfølgning i dag: ${countOf(total)}`,
    text: [
      'Godmorgen',
      '',
      `Du har ${countOf(total)} at følge op på i dag (${danishDate(day)}):`,
      '',
      ...lines,
      ...(more > 0 ? ['', `… og ${countOf(more)} mere.`] : []),
      '',
      `Se dem alle på dit dashboard: ${panelUrl('/admin')}`,
      '',
      'Du får denne mail om morgenen, når du har opfølgninger. Slå den fra under "Besked om nye kunder":',
      panelUrl('/admin/notifications'),
    ].join('\n'),
  };
}

export function resetMail(url: string, minutes: number): { subject: string; text: string } {
  return {
    subject: 'Nulstil din adgangskode til Arbi',
    text: [
      'Hej',
      '',
      'Nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din konto på Arbi.',
      `Åbn linket inden for ${minutes} minutter for at vælge en ny adgangskode:`,
      '',
      url,
      '',
      'Linket virker én gang. Har du ikke bedt om det, kan du se bort fra denne mail:',
      'din adgangskode er den samme som før.',
    ].join('\n'),
  };
}

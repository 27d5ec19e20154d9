/** PRODUCT.md §18, shared by the server's statement and the panel. */
export const FEE_MODELS = ['fixed', 'per_site', 'share'] as const;
export type FeeModel = (typeof FEE_MODELS)[number];

export const PAYMENT_KINDS = ['advance', 'payout', 'return'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_METHODS = ['bank', 'mobilepay', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One entry or fee is at most ten million kr: far above any real one, far below int overflow. */
export const MAX_AMOUNT = 10_000_000;

export interface FeeAgreement {
  model: FeeModel;
  amount: number | null;
  percent: number | null;
}

export const SETTLEMENT_MESSAGES = {
  amountInvalid: 'Beløbet skal være et helt antal kr over 0',
  amountTooLarge: `Beløbet må højst være ${MAX_AMOUNT.toLocaleString('da-DK')} kr`,
  kindInvalid: `Vælg en af ${PAYMENT_KINDS.join(', ')}`,
  methodInvalid: `Vælg en af ${PAYMENT_METHODS.join(', ')}`,
  atInvalid: 'Skriv en gyldig dato',
  referenceTooLong: 'Referencen må højst være 200 tegn',
  feeModelInvalid: `Vælg en af ${FEE_MODELS.join(', ')}`,
  feeAmountMissing: 'Skriv honoraret som et helt antal kr',
  feePercentInvalid: 'Andelen skal være et helt antal procent fra 0 til 100',
  rewardInvalid: 'Belønningen skal være et helt antal kr (0 = ingen)',
} as const;

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  advance: 'Udlæg til indskud',
  payout: 'Udbetaling til kunden',
  return: 'Tilbagebetaling fra kunden',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank: 'Bankoverførsel',
  mobilepay: 'MobilePay',
  cash: 'Kontant',
  other: 'Andet',
};

export const kr = (n: number): string => `${Math.abs(n).toLocaleString('da-DK')} kr`;

/** The recruiter's view of a balance: positive, the customer owes; negative, the recruiter does. */
export function balanceSentence(balance: number): string {
  if (balance > 0) return `Kunden skylder dig ${kr(balance)}`;
  if (balance < 0) return `Du skylder kunden ${kr(balance)}`;
  return 'I er kvit';
}

export function feeAgreementText(fee: FeeAgreement): string {
  if (fee.model === 'share') return `${fee.percent ?? 0} % af gevinsten`;
  if (fee.model === 'per_site') return `${kr(fee.amount ?? 0)} pr. side`;
  return kr(fee.amount ?? 0);
}

export interface StatementFigures {
  fee: FeeAgreement;
  feeEarned: number;
  advanced: number;
  paidOut: number;
  returned: number;
  balance: number;
}

/** The customer's statement (their page, 'Mine opgaver'): plain Danish, from the customer's side. */
export function statementLines(figures: StatementFigures): string[] {
  const lines = [`Aftalt honorar: ${feeAgreementText(figures.fee)}.`];
  if (figures.feeEarned > 0) lines.push(`Honorar optjent indtil nu: ${kr(figures.feeEarned)}.`);
  if (figures.advanced > 0) lines.push(`Du har lånt ${kr(figures.advanced)} til indskud.`);
  if (figures.paidOut > 0) lines.push(`Du har fået udbetalt ${kr(figures.paidOut)}.`);
  if (figures.returned > 0) lines.push(`Du har betalt ${kr(figures.returned)} tilbage.`);
  if (figures.balance > 0) lines.push(`Du skylder ${kr(figures.balance)}.`);
  else if (figures.balance < 0) lines.push(`Du har ${kr(figures.balance)} til gode.`);
  else lines.push('I er kvit.');
  return lines;
}

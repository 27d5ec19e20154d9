import { MAX_AMOUNT, SETTLEMENT_MESSAGES } from '../../../rules/settlement';
import { wholeKrWithin } from '../common/wholeKr';

/** The reward as the form holds it: the saved number, the text typed, or nothing (the default). */
type RewardValue = number | string | null | undefined;

const typedKr = (text: string) => wholeKrWithin(text, 0, MAX_AMOUNT);

/** The field's check: whole kr as the panel writes amounts ('1.000'), the server's message else. */
export const rewardProblem = (value: RewardValue) =>
  typeof value === 'string' && typedKr(value) === null
    ? SETTLEMENT_MESSAGES.rewardInvalid
    : undefined;

/** What is sent: a typed reward as its whole kr ('1.000' is 1000, never 1). */
export const withRewardInKr = <T extends { reward?: RewardValue }>(data: T) =>
  typeof data.reward === 'string' ? { ...data, reward: typedKr(data.reward) } : data;

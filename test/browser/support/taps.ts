import type { Locator } from '@playwright/test';

/** Counts the taps and keystrokes a person spends, from an empty form to a plan (issue 35's measure). */
export function tapCounter() {
  const count = { taps: 0, keys: 0 };
  return {
    count,
    tap: async (target: Locator) => {
      await target.tap();
      count.taps++;
    },
    type: async (target: Locator, text: string) => {
      await target.tap();
      await target.fill(text);
      count.taps++;
      count.keys += text.length;
    },
    // A native picker on a phone: one tap opens it, one chooses.
    choose: async (target: Locator, option: { label: string } | { index: number }) => {
      await target.selectOption(option);
      count.taps += 2;
    },
    // Pasting on a phone: a long press on the field, then 'Sæt ind'; no keystrokes.
    paste: async (target: Locator, text: string) => {
      await target.tap();
      await target.fill(text);
      count.taps += 2;
    },
  };
}

/** What typing every odds by hand costs: a tap and the characters for each field, then the button. */
export function byHandCount(oddsTexts: string[]) {
  return {
    taps: oddsTexts.length + 1,
    keys: oddsTexts.reduce((sum, text) => sum + text.length, 0),
  };
}

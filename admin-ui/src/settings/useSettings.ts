import { useGetOne, useNotify, useUpdate } from 'react-admin';
import type { Settings, SettingsChange } from '../providers/types';

/** The signed-in admin's texts and sites: one record, always `me`. */
export const useSettings = () => useGetOne<Settings>('settings', { id: 'me' });

/** Saves only the part given (one text tab, or the sites), then tells the admin with `message`. */
export function useSaveSettings() {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Settings>();
  const save = (change: SettingsChange, message: string, onSaved?: (saved: Settings) => void) =>
    update(
      'settings',
      { id: 'me', data: change as Partial<Settings> },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          notify(message, { type: 'success' });
          onSaved?.(saved);
        },
        onError: (error) =>
          notify(error instanceof Error && error.message ? error.message : 'arbi.error', {
            type: 'error',
          }),
      },
    );
  return { save, isPending };
}

import { Button } from '@mui/material';
import { SaveButton, Toolbar, ToolbarClasses, useTranslate } from 'react-admin';

/**
 * A form toolbar that stays inside its card or dialog on phones too (react-admin's floats at the
 * bottom); in a dialog, `onCancel` adds 'Annuller' beside the save button; `label` renames it.
 */
export function InlineToolbar({ onCancel, label }: { onCancel?: () => void; label?: string }) {
  const translate = useTranslate();
  return (
    <Toolbar
      sx={{
        [`&.${ToolbarClasses.mobileToolbar}`]: { position: 'static' },
        bgcolor: 'transparent',
        px: 0,
        gap: 1,
      }}
    >
      <SaveButton label={label} />
      {onCancel && <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
    </Toolbar>
  );
}

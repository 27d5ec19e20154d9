import { SaveButton, Toolbar, ToolbarClasses } from 'react-admin';

/** A form toolbar that stays inside its card or dialog on phones too (react-admin's floats at the bottom). */
export function InlineToolbar() {
  return (
    <Toolbar
      sx={{
        [`&.${ToolbarClasses.mobileToolbar}`]: { position: 'static' },
        bgcolor: 'transparent',
        px: 0,
      }}
    >
      <SaveButton />
    </Toolbar>
  );
}

import { AppBar, TitlePortal } from 'react-admin';
import { PersonalLinkBar } from './PersonalLinkBar';

export function ArbiAppBar() {
  return (
    <AppBar userMenu={false}>
      <TitlePortal sx={{ flex: '0 0 auto', display: { xs: 'none', md: 'block' }, mr: 2 }} />
      <PersonalLinkBar />
    </AppBar>
  );
}

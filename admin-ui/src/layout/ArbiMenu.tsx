import EditNoteIcon from '@mui/icons-material/EditNote';
import InsightsIcon from '@mui/icons-material/Insights';
import PeopleIcon from '@mui/icons-material/People';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { Logout, Menu, useBasename, useCanAccess, useTranslate } from 'react-admin';

export function ArbiMenu() {
  const translate = useTranslate();
  const basename = useBasename();
  const { canAccess: seesAdmins } = useCanAccess({ resource: 'admins', action: 'list' });
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('arbi.menu.dashboard')} />
      <Menu.Item
        to={`${basename}/texts`}
        primaryText={translate('arbi.menu.texts')}
        leftIcon={<EditNoteIcon />}
      />
      <Menu.Item
        to={`${basename}/clients`}
        primaryText={translate('arbi.menu.clients')}
        leftIcon={<PeopleIcon />}
      />
      <Menu.Item
        to={`${basename}/clients/board`}
        primaryText={translate('arbi.menu.board')}
        leftIcon={<ViewKanbanIcon />}
      />
      <Menu.Item
        to={`${basename}/stats`}
        primaryText={translate('arbi.menu.stats')}
        leftIcon={<InsightsIcon />}
      />
      {seesAdmins && (
        <Menu.Item
          to={`${basename}/admins`}
          primaryText={translate('arbi.menu.admins')}
          leftIcon={<SupervisorAccountIcon />}
        />
      )}
      <Logout />
    </Menu>
  );
}

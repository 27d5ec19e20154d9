import EditNoteIcon from '@mui/icons-material/EditNote';
import InsightsIcon from '@mui/icons-material/Insights';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import SecurityIcon from '@mui/icons-material/Security';
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
        to={`${basename}/notifications`}
        primaryText={translate('arbi.menu.notifications')}
        leftIcon={<NotificationsIcon />}
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
      <Menu.Item
        to={`${basename}/security`}
        primaryText={translate('arbi.menu.security')}
        leftIcon={<SecurityIcon />}
      />
      {seesAdmins && (
        <Menu.Item
          to={`${basename}/bureau`}
          primaryText={translate('arbi.menu.bureau')}
          leftIcon={<LeaderboardIcon />}
        />
      )}
      {seesAdmins && (
        <Menu.Item
          to={`${basename}/admins`}
          primaryText={translate('arbi.menu.admins')}
          leftIcon={<SupervisorAccountIcon />}
        />
      )}
      {seesAdmins && (
        <Menu.Item
          to={`${basename}/audit`}
          primaryText={translate('arbi.menu.audit')}
          leftIcon={<ManageSearchIcon />}
        />
      )}
      <Logout />
    </Menu>
  );
}

import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import { Draggable } from '@hello-pangea/dnd';
import { IconButton, Menu, MenuItem, styled } from '@mui/material';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { displayPhone, normalPhone } from '../../../../rules/contact';
import { CLIENT_STATUSES, type Client, type ClientStatus } from '../../providers/types';
import { formatDateTime } from '../format';

interface BoardCardProps {
  client: Client;
  index: number;
  basename: string;
  onMove: (client: Client, status: ClientStatus) => void;
}

// One styled element per card, its parts plain HTML with classes: a board shows up to 180 cards,
// and a MUI component for every line of each made it slow to open (bench/panel/NOTES.md).
const CardRoot = styled('article')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  ...theme.typography.body2,
  '&[data-dragging="true"]': { boxShadow: theme.shadows[4] },
  '& .handle': { display: 'flex', color: theme.palette.text.secondary, cursor: 'grab', padding: 4 },
  '& .body': { flex: 1, minWidth: 0 },
  '& .name': {
    ...theme.typography.body1,
    fontWeight: 'bold',
    color: theme.palette.primary.main,
    overflowWrap: 'anywhere',
  },
  '& .phone': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 },
  '& .dial': {
    display: 'inline-flex',
    padding: 8,
    borderRadius: '50%',
    color: theme.palette.primary.main,
    '&:hover, &:focus-visible': { background: theme.palette.action.hover },
  },
  '& .tags': { display: 'flex', flexWrap: 'wrap', gap: 4, margin: '2px 0 4px' },
  '& .tag': {
    ...theme.typography.caption,
    padding: '1px 8px',
    borderRadius: 12,
    border: `1px solid ${theme.palette.divider}`,
  },
  '& .tag.again': {
    border: 0,
    background: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '& .next': { ...theme.typography.caption, color: theme.palette.text.secondary, margin: 0 },
}));

/** A customer on the board: dragged by its handle, or moved with the menu (keyboard, screen reader). */
export const BoardCard = memo(function BoardCard({
  client,
  index,
  basename,
  onMove,
}: BoardCardProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `move-${client.id}`;
  const phone = displayPhone(client.phone);
  const dial = normalPhone(client.phone);
  return (
    <Draggable draggableId={client.id} index={index}>
      {(provided, snapshot) => (
        <li
          ref={provided.innerRef}
          {...provided.draggableProps}
          style={{ ...provided.draggableProps.style, listStyle: 'none', marginBottom: 8 }}
        >
          <CardRoot
            aria-label={client.name}
            data-testid="board-card"
            data-dragging={snapshot.isDragging}
          >
            <div
              {...provided.dragHandleProps}
              aria-label={translate('arbi.board.handle', { name: client.name })}
              className="handle"
            >
              <DragIndicatorIcon fontSize="small" />
            </div>
            <div className="body">
              <RouterLink
                className="name"
                to={`${basename}/clients/${encodeURIComponent(client.id)}`}
              >
                {client.name}
              </RouterLink>
              <div className="phone">
                {phone}
                <span>
                  <a
                    className="dial"
                    href={`tel:${dial}`}
                    aria-label={translate('arbi.customer.call', { phone })}
                  >
                    <PhoneIcon fontSize="small" />
                  </a>
                  <a
                    className="dial"
                    href={`sms:${dial}`}
                    aria-label={translate('arbi.customer.sms', { phone })}
                  >
                    <SmsIcon fontSize="small" />
                  </a>
                </span>
              </div>
              {(client.pendingSignup || client.source) && (
                <div className="tags">
                  {client.pendingSignup && (
                    <span className="tag again" data-testid="board-signed-up-again">
                      {translate('arbi.board.signed_up_again')}
                    </span>
                  )}
                  {client.source && (
                    <span className="tag" data-testid="board-source">
                      {translate('arbi.board.source', { source: client.source })}
                    </span>
                  )}
                </div>
              )}
              {client.nextContactAt && (
                <p className="next">
                  {translate('resources.clients.fields.nextContactAt')}:{' '}
                  {formatDateTime(client.nextContactAt)}
                </p>
              )}
            </div>
            <IconButton
              size="small"
              aria-label={translate('arbi.board.move', { name: client.name })}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? 'true' : undefined}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            {anchor && (
              <Menu id={menuId} anchorEl={anchor} open onClose={() => setAnchor(null)}>
                {CLIENT_STATUSES.filter((status) => status !== client.status).map((status) => (
                  <MenuItem
                    key={status}
                    onClick={() => {
                      setAnchor(null);
                      onMove(client, status);
                    }}
                  >
                    {translate('arbi.board.move_to', {
                      status: translate(`arbi.status.${status}`),
                    })}
                  </MenuItem>
                ))}
              </Menu>
            )}
          </CardRoot>
        </li>
      )}
    </Draggable>
  );
});

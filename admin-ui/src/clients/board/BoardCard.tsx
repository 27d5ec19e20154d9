import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Draggable } from '@hello-pangea/dnd';
import { Box, Card, Chip, IconButton, Link, Menu, MenuItem, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CLIENT_STATUSES, type Client, type ClientStatus } from '../../providers/types';
import { displayPhone } from '../../../../rules/contact';
import { formatDateTime } from '../format';
import { PhoneLinks } from '../PhoneLinks';

interface BoardCardProps {
  client: Client;
  index: number;
  basename: string;
  onMove: (client: Client, status: ClientStatus) => void;
}

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
  return (
    <Draggable draggableId={client.id} index={index}>
      {(provided, snapshot) => (
        <Box
          component="li"
          ref={provided.innerRef}
          {...provided.draggableProps}
          sx={{ listStyle: 'none', mb: 1 }}
        >
          <Card
            component="article"
            variant="outlined"
            aria-label={client.name}
            data-testid="board-card"
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 0.5,
              p: 1,
              boxShadow: snapshot.isDragging ? 4 : 0,
            }}
          >
            <Box
              {...provided.dragHandleProps}
              aria-label={translate('arbi.board.handle', { name: client.name })}
              sx={{ display: 'flex', color: 'text.secondary', cursor: 'grab', p: 0.5 }}
            >
              <DragIndicatorIcon fontSize="small" />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={`${basename}/clients/${encodeURIComponent(client.id)}`}
                sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}
              >
                {client.name}
              </Link>
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ mr: 0.5 }}>
                  {displayPhone(client.phone)}
                </Typography>
                <PhoneLinks phone={client.phone} compact />
              </Box>
              {(client.pendingSignup || client.source) && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 0.5 }}>
                  {client.pendingSignup && (
                    <Chip
                      size="small"
                      color="warning"
                      label={translate('arbi.board.signed_up_again')}
                      data-testid="board-signed-up-again"
                    />
                  )}
                  {client.source && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate('arbi.board.source', { source: client.source })}
                      data-testid="board-source"
                    />
                  )}
                </Box>
              )}
              {client.nextContactAt && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {translate('resources.clients.fields.nextContactAt')}:{' '}
                  {formatDateTime(client.nextContactAt)}
                </Typography>
              )}
            </Box>
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
          </Card>
        </Box>
      )}
    </Draggable>
  );
});

import { Droppable } from '@hello-pangea/dnd';
import { Box, Button, Paper, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Client, ClientStatus } from '../../providers/types';
import { BoardCard } from './BoardCard';

interface BoardColumnProps {
  status: ClientStatus;
  clients: Client[];
  basename: string;
  onMove: (client: Client, status: ClientStatus) => void;
}

/**
 * Cards a column shows before 'Vis flere': a board of hundreds of customers opens as fast as one of
 * a few dozen, and a column that long is read from the top anyway.
 */
const COLUMN_PAGE = 30;

/** One status: its count in the heading, its customers below (the first COLUMN_PAGE, then more). */
export const BoardColumn = memo(function BoardColumn({
  status,
  clients,
  basename,
  onMove,
}: BoardColumnProps) {
  const translate = useTranslate();
  const headingId = `board-${status}`;
  const [shown, setShown] = useState(COLUMN_PAGE);
  const hidden = clients.length - shown;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-status={status}
      data-testid="board-column"
      variant="outlined"
      sx={{
        flex: '0 0 240px',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'grey.100',
        p: 1,
        scrollSnapAlign: 'start',
      }}
    >
      <Typography
        id={headingId}
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 'bold', mb: 1 }}
      >
        {translate('arbi.board.column', {
          status: translate(`arbi.status.${status}`),
          smart_count: clients.length,
        })}
      </Typography>
      <Droppable droppableId={status}>
        {(provided, snapshot) => (
          <Box
            component="ul"
            ref={provided.innerRef}
            {...provided.droppableProps}
            sx={{
              m: 0,
              p: 0.5,
              flex: 1,
              minHeight: 80,
              borderRadius: 1,
              bgcolor: snapshot.isDraggingOver ? 'action.hover' : undefined,
            }}
          >
            {clients.slice(0, shown).map((client, index) => (
              <BoardCard
                key={client.id}
                client={client}
                index={index}
                basename={basename}
                onMove={onMove}
              />
            ))}
            {provided.placeholder}
          </Box>
        )}
      </Droppable>
      {hidden > 0 && (
        <Button onClick={() => setShown(shown + COLUMN_PAGE)} data-testid="board-show-more">
          {translate('arbi.board.show_more', { count: Math.min(hidden, COLUMN_PAGE), hidden })}
        </Button>
      )}
    </Paper>
  );
});

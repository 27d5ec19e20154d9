import {
  DragDropContext,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { Alert, Box, Typography } from '@mui/material';
import { useCallback, useMemo } from 'react';
import {
  Loading,
  Title,
  useBasename,
  useGetList,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { CLIENT_STATUSES, type Client, type ClientStatus } from '../../providers/types';
import { BOARD_QUERY } from '../queries';
import { BoardColumn } from './BoardColumn';
import { BoardScroller } from './BoardScroller';

/** /admin/clients/board: a column per status; cards move by drag and drop or by their menu. */
export function ClientBoard() {
  const translate = useTranslate();
  const basename = useBasename();
  const notify = useNotify();
  const [update] = useUpdate<Client>();
  const { data, isPending, error } = useGetList<Client>('clients', BOARD_QUERY);

  const byStatus = useMemo(() => {
    const columns = Object.fromEntries(CLIENT_STATUSES.map((status) => [status, [] as Client[]]));
    for (const client of data ?? []) (columns[client.status] ?? columns.new).push(client);
    return columns as Record<ClientStatus, Client[]>;
  }, [data]);
  const byId = useMemo(() => new Map((data ?? []).map((client) => [client.id, client])), [data]);

  const statusName = useCallback(
    (status: string) => translate(`arbi.status.${status}`),
    [translate],
  );

  // Optimistic: the card moves at once (react-admin updates the cached list), and moves back on error.
  const move = useCallback(
    (client: Client, status: ClientStatus) => {
      if (client.status === status) return;
      update(
        'clients',
        { id: client.id, data: { ...client, status }, previousData: client },
        {
          mutationMode: 'optimistic',
          onSuccess: () =>
            notify('arbi.board.moved', {
              type: 'success',
              messageArgs: { name: client.name, status: statusName(status) },
            }),
          onError: (cause) => notify((cause as Error).message || 'arbi.error', { type: 'error' }),
        },
      );
    },
    [update, notify, statusName],
  );

  const onDragStart = useCallback(
    (start: DragStart, provided: ResponderProvided) => {
      const client = byId.get(start.draggableId);
      if (client)
        provided.announce(
          translate('arbi.board.lifted', { name: client.name, status: statusName(client.status) }),
        );
    },
    [byId, translate, statusName],
  );

  // Every step of a keyboard drag is announced (the library's default is English, with status keys).
  const onDragUpdate = useCallback(
    (update: DragUpdate, provided: ResponderProvided) => {
      const client = byId.get(update.draggableId);
      if (!client) return;
      const target = update.destination?.droppableId;
      // A keyboard drag moves only to columns in view: on a narrow screen, bring the one the card is
      // over to the middle, so the next is in view too. (A mouse drag scrolls the board itself.)
      if (target && update.mode === 'SNAP')
        document
          .querySelector(`[data-status="${target}"]`)
          ?.scrollIntoView({ inline: 'center', block: 'nearest' });
      provided.announce(
        target
          ? translate('arbi.board.over', { name: client.name, status: statusName(target) })
          : translate('arbi.board.outside', { name: client.name }),
      );
    },
    [byId, translate, statusName],
  );

  const onDragEnd = useCallback(
    (result: DropResult, provided: ResponderProvided) => {
      const client = byId.get(result.draggableId);
      if (!client) return;
      const target = result.destination?.droppableId as ClientStatus | undefined;
      if (!target || target === client.status) {
        provided.announce(translate('arbi.board.cancelled', { name: client.name }));
        return;
      }
      provided.announce(
        translate('arbi.board.moved', { name: client.name, status: statusName(target) }),
      );
      move(client, target);
    },
    [byId, move, translate, statusName],
  );

  if (isPending) return <Loading />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('arbi.board.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('arbi.board.title')}
      </Typography>
      {error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      <DragDropContext
        onDragStart={onDragStart}
        onDragUpdate={onDragUpdate}
        onDragEnd={onDragEnd}
        dragHandleUsageInstructions={translate('arbi.board.drag_help')}
      >
        <BoardScroller>
          {CLIENT_STATUSES.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              clients={byStatus[status]}
              basename={basename}
              onMove={move}
            />
          ))}
        </BoardScroller>
      </DragDropContext>
    </Box>
  );
}

import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Panel } from '../common/Panel';
import { formatDateTime } from './format';
import { useAddNote, useDeleteNote, useNotes } from './useClientWork';

const MAX_NOTE = 2000;

/** What was said on the phone: newest first, added and deleted here. */
export function NotesPanel({ clientId, readOnly }: { clientId: string; readOnly: boolean }) {
  const translate = useTranslate();
  const notes = useNotes(clientId);
  const add = useAddNote(clientId);
  const remove = useDeleteNote();
  const [text, setText] = useState('');
  const tooLong = text.length > MAX_NOTE;
  return (
    <Panel title={translate('arbi.notes.title')}>
      {!readOnly && (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim() || tooLong) return;
            add.add(text.trim(), () => setText(''));
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}
        >
          <TextField
            label={translate('arbi.notes.label')}
            variant="outlined"
            multiline
            minRows={2}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={tooLong}
            helperText={tooLong ? translate('arbi.notes.too_long') : `${text.length}/${MAX_NOTE}`}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!text.trim() || tooLong || add.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('arbi.notes.add')}
          </Button>
        </Box>
      )}
      {notes.isPending && <Skeleton variant="rectangular" height={48} />}
      {notes.error && <Alert severity="error">{translate('arbi.error_lower')}</Alert>}
      {notes.data?.length === 0 && <Alert severity="info">{translate('arbi.notes.none')}</Alert>}
      <List dense aria-label={translate('arbi.notes.title')}>
        {notes.data?.map((note) => (
          <ListItem
            key={note.id}
            divider
            disableGutters
            data-testid="note"
            secondaryAction={
              !readOnly && (
                <IconButton
                  edge="end"
                  aria-label={translate('arbi.notes.delete', {
                    date: formatDateTime(note.createdAt),
                  })}
                  disabled={remove.isPending}
                  onClick={() => remove.remove(note)}
                >
                  <DeleteIcon />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={note.text}
              secondary={formatDateTime(note.createdAt)}
              slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}

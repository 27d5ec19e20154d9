import { Box, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

const SORTS = {
  date_desc: { field: 'createdAt', order: 'DESC' },
  date_asc: { field: 'createdAt', order: 'ASC' },
  name_asc: { field: 'name', order: 'ASC' },
  name_desc: { field: 'name', order: 'DESC' },
  sites_desc: { field: 'siteCount', order: 'DESC' },
  sites_asc: { field: 'siteCount', order: 'ASC' },
  next_contact_asc: { field: 'nextContactAt', order: 'ASC' },
  activity_desc: { field: 'lastActivityAt', order: 'DESC' },
  profit_desc: { field: 'profit', order: 'DESC' },
} as const;

type SortKey = keyof typeof SORTS;

/** 'Antal på listen' and 'Sorter ud fra:' with real options, above the cards. */
export function ClientListControls() {
  const translate = useTranslate();
  const { sort, setSort, total } = useListContext();
  const current = (Object.keys(SORTS) as SortKey[]).find(
    (key) => SORTS[key].field === sort.field && SORTS[key].order === sort.order,
  );
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 2,
        px: { xs: 1, sm: 2 },
        pt: 2,
      }}
    >
      <Typography data-testid="client-count" aria-live="polite">
        {translate('arbi.clients.count', { count: total ?? '…' })}
      </Typography>
      <FormControl
        size="small"
        fullWidth={false}
        sx={{ minWidth: 240, width: { xs: '100%', sm: 'auto' } }}
      >
        <InputLabel id="client-sort-label">{translate('arbi.clients.sort_label')}</InputLabel>
        <Select
          labelId="client-sort-label"
          label={translate('arbi.clients.sort_label')}
          value={current ?? ''}
          onChange={(event) => setSort({ ...SORTS[event.target.value as SortKey] })}
        >
          {(Object.keys(SORTS) as SortKey[]).map((key) => (
            <MenuItem key={key} value={key}>
              {translate(`arbi.clients.sort.${key}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}

import { Alert, Box, Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { BetPlan } from '../providers/types';
import { useArbiDataProvider } from '../providers/useArbi';

/** 'Marker som placeret': every site of the plan becomes bet_placed in one step. */
export function MarkPlacedButton({ plan }: { plan: BetPlan }) {
  const translate = useTranslate();
  const dataProvider = useArbiDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const mark = useMutation({
    mutationFn: () => dataProvider.markPlanPlaced(plan.id),
    onSuccess: () => notify('arbi.bet.marked_placed', { type: 'success' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
  return (
    <Box sx={{ mt: 2 }}>
      {mark.isSuccess ? (
        <Alert severity="success">{translate('arbi.bet.marked_placed')}</Alert>
      ) : (
        <Button variant="contained" onClick={() => mark.mutate()} disabled={mark.isPending}>
          {translate('arbi.bet.mark_placed')}
        </Button>
      )}
      {mark.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('arbi.error')}
        </Alert>
      )}
    </Box>
  );
}

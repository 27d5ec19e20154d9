import { Alert, Box, Button } from '@mui/material';
import { Error as RaError, type ErrorProps, useTranslate } from 'react-admin';
import { isChunkLoadFailed } from '../../../rules/chunk-reload';

/** The panel's error page: a part of the panel gone after a deploy is explained, not dumped. */
export function ArbiError(props: ErrorProps) {
  const translate = useTranslate();
  if (!isChunkLoadFailed(props.error))
    return <RaError {...props} resetErrorBoundary={() => undefined} />;
  return (
    <Box sx={{ mt: 2 }}>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate('arbi.chunk_failed')}
      </Alert>
    </Box>
  );
}

import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Card, CardContent, Collapse, IconButton, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

interface PanelProps {
  title: string;
  actions?: ReactNode;
  /** Label of the show/hide button; without it the panel cannot be collapsed. */
  toggleLabel?: string;
  children: ReactNode;
}

/** A dashboard card with a heading; optionally collapsible (the original's minimise toggle). */
export function Panel({ title, actions, toggleLabel, children }: PanelProps) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          {/* Its own width first: a long heading keeps its line and the actions wrap below it. */}
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
            {title}
          </Typography>
          {actions}
          {toggleLabel && (
            <IconButton
              aria-label={toggleLabel}
              aria-expanded={open}
              aria-controls={contentId}
              onClick={() => setOpen(!open)}
            >
              {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          )}
        </Box>
        <Collapse in={open} id={contentId}>
          {children}
        </Collapse>
      </CardContent>
    </Card>
  );
}

import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { applicationNotes } from '@/lib/prefix/notes';

/** 000 §2: the collapsible notes panel, open at first so the rules are read before the form. */
export function NotesPanel() {
  return (
    // The heading slot (an h3 by default) is the section's h2; the summary's content is a span, so the
    // title inside it is phrasing.
    <Accordion defaultExpanded disableGutters variant="outlined" sx={{ bgcolor: '#f7f9fc' }} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="prefix-notes" id="prefix-notes-title">
        <Typography component="span" sx={{ fontWeight: 600 }}>
          申请须知
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="ol" sx={{ m: 0, pl: 2.5, color: 'text.secondary', lineHeight: 1.9, fontSize: 14 }}>
          {applicationNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

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
    <Accordion defaultExpanded disableGutters variant="outlined" sx={{ bgcolor: '#f7f9fc' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="prefix-notes" id="prefix-notes-title">
        <Typography component="h2" sx={{ fontWeight: 600 }}>
          申请须知
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="prefix-notes">
        <Box component="ol" sx={{ m: 0, pl: 2.5, color: 'text.secondary', lineHeight: 1.9, fontSize: 14 }}>
          {applicationNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Placeholder: the admin blog tool is built in this folder by the admin feature (lazy chunk). */
export default function AdminPage() {
  return (
    <Container maxWidth="md" sx={{ py: 10 }}>
      <Typography variant="h3" component="h1">
        Admin
      </Typography>
    </Container>
  );
}

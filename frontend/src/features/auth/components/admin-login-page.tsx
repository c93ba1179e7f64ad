import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Placeholder: the admin login / session status screen is built in this folder (lazy chunk). */
export default function AdminLoginPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Typography variant="h3" component="h1">
        Admin Login
      </Typography>
    </Container>
  );
}

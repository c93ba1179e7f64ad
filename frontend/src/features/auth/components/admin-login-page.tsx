import AccessTimeIcon from '@mui/icons-material/AccessTime';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LoginIcon from '@mui/icons-material/LoginOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Logo } from '@/components/layout/logo';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { paths } from '@/config/paths';
import { useAdminStatus, type AdminStatus } from '@/lib/admin-status';
import { useLogin } from '../api/login';
import { useLogout } from '@/lib/logout';
import { formatLoginTime, formatTimeRemaining, serverMessage } from '@/lib/session';

export const LOGIN_TEXT = {
  title: 'Admin Login',
  intro: 'Enter your credentials to access the admin panel',
  submit: 'Login',
  pending: 'Logging in...',
  missing: 'Please enter both username and password',
  failed: 'Login failed',
  authenticated: 'Admin Authenticated',
  goToAdmin: 'Go to Admin Panel',
  logout: 'Logout',
} as const;

function LoginShell({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: (theme) =>
          `radial-gradient(1200px 500px at 10% -10%, ${alpha(theme.palette.primary.main, 0.18)}, transparent 60%), radial-gradient(900px 500px at 110% 110%, ${alpha(theme.palette.secondary.main, 0.12)}, transparent 60%)`,
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}>
        <Logo />
        <ThemeToggle />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 8 }}>
        <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4.5 }, borderRadius: '24px', border: 1, borderColor: 'divider' }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}

function AuthenticatedPanel({ status }: { status: AdminStatus }) {
  const navigate = useNavigate();
  const logout = useLogout({ onLoggedOut: () => navigate(paths.home) });
  return (
    <Stack spacing={3} sx={{ alignItems: "stretch" }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
        <VerifiedUserIcon color="success" aria-hidden="true" />
        <Typography variant="h5" component="h1">
          {LOGIN_TEXT.authenticated}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, p: 2, borderRadius: 3, bgcolor: 'action.hover' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <AccessTimeIcon fontSize="small" aria-hidden="true" />
          <Typography>
            Session time remaining: <strong data-testid="time-remaining">{formatTimeRemaining(status.remainingTime)}</strong>
          </Typography>
        </Stack>
        <Typography color="text.secondary">
          Logged in at: <span data-testid="login-time">{formatLoginTime(status.loginTime)}</span>
        </Typography>
      </Box>
      <Button variant="contained" size="large" onClick={() => navigate(paths.admin)}>
        {LOGIN_TEXT.goToAdmin}
      </Button>
      <Button
        variant="outlined"
        size="large"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {LOGIN_TEXT.logout}
      </Button>
    </Stack>
  );
}

function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin({ onLoggedIn: () => navigate(paths.admin) });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password.trim()) {
      setError(LOGIN_TEXT.missing);
      return;
    }
    setError(null);
    login.mutate(
      { username, password },
      {
        onError: (failure) => setError(serverMessage(failure) ?? LOGIN_TEXT.failed),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="admin-login-title">
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
          <Box sx={{ display: 'grid', placeItems: 'center', width: 48, height: 48, borderRadius: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <LockOutlinedIcon aria-hidden="true" />
          </Box>
          <Typography id="admin-login-title" variant="h4" component="h1">
            {LOGIN_TEXT.title}
          </Typography>
          <Typography color="text.secondary">{LOGIN_TEXT.intro}</Typography>
        </Stack>
        {error ? (
          <Alert severity="error" role="alert" data-testid="login-error">
            {error}
          </Alert>
        ) : null}
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoFocus
          fullWidth
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={login.isPending}
          startIcon={login.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <LoginIcon />}
        >
          {login.isPending ? LOGIN_TEXT.pending : LOGIN_TEXT.submit}
        </Button>
      </Stack>
    </Box>
  );
}

/** /admin-login: the session panel when signed in, otherwise the login form (spec §2). */
export default function AdminLoginPage() {
  const status = useAdminStatus();
  useEffect(() => {
    document.title = 'Admin Login';
  }, []);
  return (
    <LoginShell>
      {status.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Checking authentication" />
        </Box>
      ) : status.data?.isAuthenticated ? (
        <AuthenticatedPanel status={status.data} />
      ) : (
        <LoginForm />
      )}
    </LoginShell>
  );
}

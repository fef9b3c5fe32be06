// The reviewed lists of what the shell's shared copies of the tree-shaken singletons hold (ADR 0105).
// CommonJS: read by the federation factory and its import loader without a TypeScript step.
'use strict';

/**
 * The exports of `@mui/material` in the shared (shell-provided) copy: what the shell and the remotes used when it was
 * last reviewed. Every app's build keeps exactly these (so the shell's copy never lacks one a remote's build expects).
 * A remote may import any other MUI component: the build rewrites that import to the component's own module
 * (`@mui/material/Rating`), which the remote bundles, so the deployed shell needs no rebuild. Adding a name here moves
 * it into the shared copy: that needs a shell release before any remote relies on it, and costs every visitor its
 * bytes (check bench/web), so add only what the first view or several remotes use.
 */
const MUI_SHARED_EXPORTS = [
  'Alert', 'AlertTitle', 'AppBar', 'Autocomplete', 'Avatar', 'Box', 'Button', 'Card', 'CardActionArea',
  'CardActions', 'CardContent', 'Checkbox', 'Chip', 'CircularProgress', 'Container', 'CssBaseline', 'Dialog',
  'DialogActions', 'DialogContent', 'DialogContentText', 'DialogTitle', 'Divider', 'Drawer', 'FormControl',
  'FormControlLabel', 'FormGroup', 'FormHelperText', 'FormLabel', 'Grid', 'IconButton', 'InputAdornment',
  'InputLabel', 'LinearProgress', 'Link', 'List', 'ListItem', 'ListItemAvatar', 'ListItemButton', 'ListItemIcon',
  'ListItemText', 'ListSubheader', 'Menu', 'MenuItem', 'MenuList', 'Paper', 'Radio', 'RadioGroup', 'Select',
  'Skeleton', 'Stack', 'SvgIcon', 'Switch', 'Tab', 'Table', 'TableBody', 'TableCell', 'TableContainer', 'TableHead',
  'TableRow', 'Tabs', 'TextField', 'ThemeProvider', 'ToggleButton', 'ToggleButtonGroup', 'Toolbar', 'Typography',
  'createTheme', 'useTheme',
];

/**
 * The exports of `react-router` in the shared copy. The router must be one instance (its contexts), so there is no
 * per-remote fallback: a build that imports another export fails with a message saying to add it here and release
 * the shell first.
 */
const ROUTER_SHARED_EXPORTS = [
  'BrowserRouter', 'Link', 'MemoryRouter', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'matchRoutes', 'useInRouterContext',
  'useLocation', 'useNavigate', 'useParams', 'useSearchParams',
];

/** Shared package → its reviewed export list. */
const SHARED_EXPORTS = { '@mui/material': MUI_SHARED_EXPORTS, 'react-router': ROUTER_SHARED_EXPORTS };

module.exports = { MUI_SHARED_EXPORTS, ROUTER_SHARED_EXPORTS, SHARED_EXPORTS };

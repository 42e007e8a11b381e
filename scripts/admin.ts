/** `npm run admin -- <command>`: operators' commands (server/admin/cli.ts; docs/operations.md "Operators' commands"). */
import { runAdmin } from '../server/admin/cli.ts';

process.exitCode = await runAdmin(process.argv.slice(2));

// Every test runs in the world start-up makes (src/app/start.tsx): the stores plugged into the API
// client's transport. A test of the client alone can reset it with configureTransport({}, true).
import { connectTransport } from '../../src/state/transport';

connectTransport();

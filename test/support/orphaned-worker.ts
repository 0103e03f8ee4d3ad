// A worker whose primary has gone (its IPC channel closed), for cluster-order-events.test.ts:
// an order change it makes must not raise an error nobody handles. Exits 0 when it survived.
import { createClusterOrderEvents } from "../../server/events/cluster-order-events.ts";

process.disconnect?.();
createClusterOrderEvents().notify("ord_a");
// An error from the closed channel would be raised before this runs, and end the process with 1.
setImmediate(() => process.exit(0));

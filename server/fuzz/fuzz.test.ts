// The fuzz suite (test/support/fuzz-every-route.ts) over SQLite, the default store.
import { fuzzEveryRoute } from "../../test/support/fuzz-every-route.ts";

fuzzEveryRoute();

// The fuzz suite (fuzz-suite.ts) over SQLite, the default store.
import { fuzzEveryRoute } from "./fuzz-suite.ts";

fuzzEveryRoute();

// The checkout's words in the pseudo-locale, made from the English (never written by hand, so
// it has every key): see src/shared/pseudo-locale.ts.
import { pseudoMessages } from "../../shared/pseudo-locale.ts";
import en, { type Messages } from "./en.ts";

const pseudo: Messages = pseudoMessages(en);

export default pseudo;

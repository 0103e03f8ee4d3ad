// Greek: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const el: LinkPageMessages = {
  heading: "Επιλέξτε τρόπο πληρωμής",
  price: "Τιμή",
  rateNote: "Ποσά με την τρέχουσα ισοτιμία. Μόλις επιλέξετε, έχετε {minutes} λεπτά για να πληρώσετε.",
  inactiveHeading: "Αυτός ο σύνδεσμος πληρωμής δεν είναι πλέον ενεργός",
  notFoundHeading: "Αυτός ο σύνδεσμος πληρωμής δεν υπάρχει",
  askMerchant: "Ζητήστε νέο σύνδεσμο από τον έμπορο.",
  failed: "Αυτή η επιλογή δεν είναι δυνατή τώρα. Επιλέξτε άλλον τρόπο πληρωμής.",
  quoteChanged: "Οι τιμές άλλαξαν από τότε που εμφανίστηκε αυτή η σελίδα. Ελέγξτε τα νέα ποσά και επιλέξτε ξανά.",
};
export default el;

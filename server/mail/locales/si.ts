// The merchant's mail in Sinhala.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "ඔබේ වෙළෙන්දා ද්වාරයේ මුරපදය යළි සකසන්න",
    asked: "{origin} හි ඇති ඔබේ වෙළෙන්දා ද්වාර ගිණුමේ මුරපදය යළි සැකසීමට යමෙක් (ඔබ යැයි අපි බලාපොරොත්තු වෙමු) ඉල්ලා ඇත.",
    useLink: "මෙම සබැඳියෙන් විනාඩි {minutes} ඇතුළත නව මුරපදයක් සකසන්න; එය ක්‍රියා කරන්නේ එක් වරක් පමණි:",
    signsOut: "එය සැකසූ පසු සෑම තැනකම ඔබේ සැසි අවසන් වේ. ද්වි-සාධක සත්‍යාපනය තිබූ ලෙසම පවතී.",
    notYou: "ඔබ මෙය ඉල්ලා නැතිනම්, මෙම පණිවිඩය නොසලකා හරින්න: ඔබේ මුරපදය තිබූ ලෙසම පවතී.",
  },
  paymentCompleted: {
    subject: "ගෙවීම සම්පූර්ණයි: {amount} {currency}",
    completed: "ඇණවුම {orderId} සම්පූර්ණයි: {amount} {currency} ලැබුණි.",
    completedWithReference: "ඇණවුම {orderId} (ඔබේ යොමුව {reference}) සම්පූර්ණයි: {amount} {currency} ලැබුණි.",
  },
  refundWaiting: {
    subject: "වටිනාකම {amount} {currency} වන ආපසු ගෙවීමක් ගෙවීමට බලා සිටී",
    waiting:
      "{destination} වෙත යවන, වටිනාකම {amount} {currency} වන ආපසු ගෙවීම {orderId} ඔබේ පසුම්බිය එය ගෙවන තෙක් බලා සිටී: සේවාව කිසිදු යතුරක් නොදරන අතර තනිවම කිසිවක් නොයවයි.",
  },
  withdrawalWaiting: {
    subject: "වටිනාකම {amount} {currency} වන මුදල් ආපසු ගැනීමක් ගෙවීමට බලා සිටී",
    waiting:
      "{destination} වෙත යවන, වටිනාකම {amount} {currency} වන මුදල් ආපසු ගැනීම {orderId} ඔබේ පසුම්බිය එය ගෙවන තෙක් බලා සිටී: සේවාව කිසිදු යතුරක් නොදරන අතර තනිවම කිසිවක් නොයවයි.",
  },
  payouts: {
    payHow: "එය ඔබේ පසුම්බියෙන් ගෙවීමට ද්වාරයේ “පිටතට ගෙවීම්” විවෘත කරන්න, නැතහොත් එය අවලංගු කරන්න.",
  },
  notices: {
    why: "ඔබේ ද්වාර ගිණුමේ දැනුම්දීම් සැකසුම්වල මෙය තෝරා ඇති බැවින් ඔබට මෙම පණිවිඩය ලැබුණි; ද්වාරයේ “ගිණුම” තිරයෙන් ඒවා අක්‍රිය කළ හැක.",
  },
} satisfies MailWords;

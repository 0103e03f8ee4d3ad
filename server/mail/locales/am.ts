// The merchant's mail in Amharic.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "የነጋዴ ፖርታል የይለፍ ቃልዎን ዳግም ያስጀምሩ",
    asked: "አንድ ሰው (እርስዎ እንደሆኑ ተስፋ እናደርጋለን) {origin} ላይ ያለው የነጋዴ ፖርታል መለያዎ የይለፍ ቃል ዳግም እንዲጀመር ጠይቋል።",
    useLink: "በሚቀጥሉት {minutes} ደቂቃዎች ውስጥ በዚህ ሊንክ አዲስ የይለፍ ቃል ያዘጋጁ፤ ሊንኩ የሚሠራው አንድ ጊዜ ብቻ ነው፦",
    signsOut: "የይለፍ ቃሉን ሲያዘጋጁ ከሁሉም ቦታ ይወጣሉ። ባለሁለት ደረጃ ማረጋገጫ እንዳለ ይቆያል።",
    notYou: "ይህን ያልጠየቁ ከሆነ ይህን መልእክት ችላ ይበሉ፤ የይለፍ ቃልዎ እንዳለ ይቆያል።",
  },
  paymentCompleted: {
    subject: "ክፍያ ተጠናቋል፦ {amount} {currency}",
    completed: "ትዕዛዝ {orderId} ተጠናቋል፤ {amount} {currency} ደርሷል።",
    completedWithReference: "ትዕዛዝ {orderId} (የእርስዎ ማጣቀሻ {reference}) ተጠናቋል፤ {amount} {currency} ደርሷል።",
  },
  refundWaiting: {
    subject: "መጠኑ {amount} {currency} የሆነ ተመላሽ ለመከፈል ይጠብቃል",
    waiting:
      "ወደ {destination} የሚሄደው፣ መጠኑ {amount} {currency} የሆነው ተመላሽ {orderId} ዋሌትዎ እንዲከፍለው እየጠበቀ ነው፤ አገልግሎቱ ምንም ቁልፍ አይይዝም፣ ራሱም ምንም አይልክም።",
  },
  withdrawalWaiting: {
    subject: "መጠኑ {amount} {currency} የሆነ ማውጫ ለመከፈል ይጠብቃል",
    waiting:
      "ወደ {destination} የሚሄደው፣ መጠኑ {amount} {currency} የሆነው ማውጫ {orderId} ዋሌትዎ እንዲከፍለው እየጠበቀ ነው፤ አገልግሎቱ ምንም ቁልፍ አይይዝም፣ ራሱም ምንም አይልክም።",
  },
  payouts: {
    payHow: "በፖርታሉ ውስጥ «ክፍያ ማውጫዎች» የሚለውን ክፍል ከፍተው ከዋሌትዎ ይክፈሉት፣ ወይም ይሰርዙት።",
  },
  notices: {
    why: "ይህ መልእክት የደረሰዎት የፖርታል መለያዎ ማሳወቂያዎች እንዲህ ስለተዘጋጁ ነው፤ በፖርታሉ «መለያ» ገጽ ላይ ሊያጠፏቸው ይችላሉ።",
  },
} satisfies MailWords;

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
  paymentsDigest: {
    subject: "እስከ {until} የተጠናቀቁ ክፍያዎች፦ {count}",
    summary: "ከመጨረሻው ማጠቃለያዎ ወዲህ እስከ {until} የተጠናቀቁ ክፍያዎች፦ {count}።",
    totals: "የደረሰው፣ በየንብረቱ፦",
    more: "ሌሎች {count} ደግሞ አሉ፤ ሁሉንም በፖርታሉ «ትዕዛዞች» ገጽ ላይ ያገኟቸዋል።",
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
  callbacksFailing: {
    subject: "ወደ {callbackHost} የሚላኩ ጥሪ መልሶች ከ{since} ጀምሮ አልተሳኩም",
    failing:
      "ወደ {callbackHost} የሚላክ እያንዳንዱ የትዕዛዝ ሁኔታ ጥሪ መልስ (ውህደት {integrationId}) ከ{since} ጀምሮ አልተሳካም፤ እየረዘመ በሚሄድ ክፍተት እንደገና የሚሞከሩ ጥሪ መልሶች፦ {waiting}።",
    lastError: "የመጨረሻው ሙከራ፦ {error}",
    fix: "አገልጋይዎ በጥሪ መልስ URL ላይ በ2xx ሁኔታ መመለሱን ያረጋግጡ። ስለዚህ ተከታታይ ውድቀት የሚላከው ይህ መልእክት ብቻ ነው፤ ቀጣዩ የሚመጣው ጥሪ መልሶች እንደገና ከደረሱ በኋላ ዳግም ሲወድቁ ብቻ ነው።",
  },
  reorgAfterCredit: {
    subject: "ወደ ትዕዛዝ {orderId} ገቢ የተደረገ ዝውውር ከእንግዲህ በሰንሰለቱ ላይ የለም",
    replaced:
      "ግብይት {hash} ({amount} {currency}፣ ወደ ትዕዛዝ {orderId} ገቢ የተደረገ) የያዘው የ{network} ብሎክ {blockNumber} በሰንሰለቱ እንደገና መደራጀት (reorg) ተተክቷል፤ ግብይቱ አሁን በሰንሰለቱ በየትኛውም ብሎክ ውስጥ የለም።",
    stands:
      "ገቢው ይጸናል፤ አገልግሎቱ በራሱ ገቢን ፈጽሞ አይመልስም። በእሱ ላይ ተመርኩዘው ዕቃ ከመላክዎ ወይም ክፍያ ከማውጣትዎ በፊት ግብይቱን ከከፋዩ ጋር ወይም በኤክስፕሎረር ላይ ያረጋግጡ፤ በኋለኛ ብሎክ ውስጥ ተመልሶ ከመጣ ትዕዛዙም ያንን ያሳያል።",
  },
  notices: {
    why: "ይህ መልእክት የደረሰዎት የፖርታል መለያዎ ማሳወቂያዎች እንዲህ ስለተዘጋጁ ነው፤ በፖርታሉ «መለያ» ገጽ ላይ ሊያጠፏቸው ይችላሉ።",
  },
} satisfies MailWords;

// The merchant's mail in Gujarati.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "તમારા મર્ચન્ટ પોર્ટલનો પાસવર્ડ રીસેટ કરો",
    asked: "કોઈએ (આશા છે કે તમે જ) {origin} પરના તમારા મર્ચન્ટ પોર્ટલ એકાઉન્ટનો પાસવર્ડ રીસેટ કરવાની વિનંતી કરી છે.",
    useLink: "આ લિંક વડે {minutes} મિનિટની અંદર નવો પાસવર્ડ સેટ કરો; તે માત્ર એક જ વાર ચાલે છે:",
    signsOut: "પાસવર્ડ સેટ કરતાં જ તમે બધે સાઇન આઉટ થઈ જશો. ટુ-ફૅક્ટર ઑથેન્ટિકેશન જેમ છે તેમ રહેશે.",
    notYou: "જો તમે આ વિનંતી ન કરી હોય, તો આ સંદેશને અવગણો: તમારો પાસવર્ડ જેમ છે તેમ રહેશે.",
  },
  paymentCompleted: {
    subject: "ચુકવણી પૂર્ણ: {amount} {currency}",
    completed: "ઓર્ડર {orderId} પૂર્ણ થયો છે: {amount} {currency} મળ્યા.",
    completedWithReference: "ઓર્ડર {orderId} (તમારો સંદર્ભ {reference}) પૂર્ણ થયો છે: {amount} {currency} મળ્યા.",
  },
  refundWaiting: {
    subject: "{amount} {currency} રકમનું રિફંડ ચુકવણીની રાહ જુએ છે",
    waiting:
      "{destination} સરનામે જતું {amount} {currency} રકમનું રિફંડ {orderId} તમારું વૉલેટ તેને ચૂકવે તેની રાહ જુએ છે: સેવા પાસે કોઈ કી નથી અને તે જાતે કંઈ મોકલતી નથી.",
  },
  withdrawalWaiting: {
    subject: "{amount} {currency} રકમનો ઉપાડ ચુકવણીની રાહ જુએ છે",
    waiting:
      "{destination} સરનામે જતો {amount} {currency} રકમનો ઉપાડ {orderId} તમારું વૉલેટ તેને ચૂકવે તેની રાહ જુએ છે: સેવા પાસે કોઈ કી નથી અને તે જાતે કંઈ મોકલતી નથી.",
  },
  payouts: {
    payHow: "તેને તમારા વૉલેટમાંથી ચૂકવવા માટે પોર્ટલમાં “પેઆઉટ” ખોલો, અથવા તેને રદ કરો.",
  },
  notices: {
    why: "તમારા પોર્ટલ એકાઉન્ટની સૂચના સેટિંગ્સમાં આ પસંદ કરેલું હોવાથી તમને આ સંદેશ મળ્યો છે; પોર્ટલની “એકાઉન્ટ” સ્ક્રીનમાં તમે તેને બંધ કરી શકો છો.",
  },
} satisfies MailWords;

// The merchant's mail in Hebrew.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "איפוס הסיסמה לפורטל הסוחר",
    asked: "מישהו (אנחנו מקווים שאתם) ביקש לאפס את הסיסמה של חשבון פורטל הסוחר שלכם בכתובת {origin}.",
    useLink: "אפשר להגדיר סיסמה חדשה בקישור הזה בתוך {minutes} דקות; הקישור עובד פעם אחת בלבד:",
    signsOut: "הגדרת הסיסמה תנתק אתכם מכל המכשירים. האימות הדו-שלבי נשאר כפי שהוא.",
    notYou: "אם לא ביקשתם זאת, התעלמו מההודעה הזו: הסיסמה שלכם נשארת כפי שהיא.",
  },
  paymentCompleted: {
    subject: "התשלום הושלם: {amount} {currency}",
    completed: "ההזמנה {orderId} הושלמה: התקבלו {amount} {currency}.",
    completedWithReference: "ההזמנה {orderId} (המזהה שלכם {reference}) הושלמה: התקבלו {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "תשלומים שהושלמו עד {until}: {count}",
    summary: "תשלומים שהושלמו מאז הסיכום האחרון שלכם, עד {until}: {count}.",
    totals: "התקבל, לפי נכס:",
    more: "ועוד {count}: כולם מופיעים במסך „הזמנות” בפורטל.",
  },
  refundWaiting: {
    subject: "החזר של {amount} {currency} ממתין לתשלום",
    waiting:
      "ההחזר {orderId} של {amount} {currency} אל {destination} ממתין שהארנק שלכם ישלם אותו: השירות לא מחזיק אף מפתח ולא שולח דבר בעצמו.",
  },
  withdrawalWaiting: {
    subject: "משיכה של {amount} {currency} ממתינה לתשלום",
    waiting:
      "המשיכה {orderId} של {amount} {currency} אל {destination} ממתינה שהארנק שלכם ישלם אותה: השירות לא מחזיק אף מפתח ולא שולח דבר בעצמו.",
  },
  payouts: {
    payHow: "פתחו את “תשלומים יוצאים” בפורטל כדי לשלם מהארנק שלכם או לבטל.",
  },
  callbacksFailing: {
    subject: "קריאות ה-callback אל {callbackHost} נכשלות מאז {since}",
    failing:
      "כל callback של סטטוס הזמנה אל {callbackHost} (אינטגרציה {integrationId}) נכשל מאז {since}; קריאות callback שעוד ינוסו שוב, בהפסקות הולכות וגדלות: {waiting}.",
    lastError: "הניסיון האחרון: {error}",
    fix: "בדקו שהשרת שלכם עונה בכתובת ה-callback בסטטוס 2xx. זו ההודעה היחידה על רצף הכשלונות הזה: הבאה תגיע אחרי שקריאות callback יימסרו ויתחילו להיכשל שוב.",
  },
  reorgAfterCredit: {
    subject: "העברה שזוכתה להזמנה {orderId} כבר לא נמצאת בשרשרת",
    replaced:
      "בלוק {blockNumber} של {network}, שהכיל את העסקה {hash} ({amount} {currency}, שזוכו להזמנה {orderId}), הוחלף ב-reorg, והעסקה לא נמצאת עכשיו באף בלוק של השרשרת.",
    stands:
      "הזיכוי נשאר בתוקף: השירות אף פעם לא מבטל זיכוי בעצמו. בדקו את העסקה מול המשלם או בסייר בלוקים לפני שאתם שולחים סחורה או משלמים על סמך זה; אם היא תחזור בבלוק מאוחר יותר, ההזמנה תראה גם את זה.",
  },
  notices: {
    why: "ההודעה הזו נשלחת אליכם כי כך מוגדרות ההתראות בחשבון הפורטל שלכם; אפשר לכבות אותן במסך “חשבון” בפורטל.",
  },
} satisfies MailWords;

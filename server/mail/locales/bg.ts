// The merchant's mail in Bulgarian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Нулиране на паролата за портала за търговци",
    asked: "Някой (надяваме се, че Вие) е поискал нулиране на паролата на профила Ви в портала за търговци на {origin}.",
    useLink: "Задайте нова парола чрез този линк в рамките на {minutes} минути; той работи само веднъж:",
    signsOut: "След това ще излезете от профила си навсякъде. Двуфакторното удостоверяване остава непроменено.",
    notYou: "Ако не сте поискали това, пренебрегнете това съобщение: паролата Ви остава непроменена.",
  },
  paymentCompleted: {
    subject: "Плащането е завършено: {amount} {currency}",
    completed: "Поръчка {orderId} е завършена: получени са {amount} {currency}.",
    completedWithReference: "Поръчка {orderId} (Вашият номер за справка {reference}) е завършена: получени са {amount} {currency}.",
  },
  refundWaiting: {
    subject: "Възстановяване на {amount} {currency} чака да бъде платено",
    waiting:
      "Възстановяването {orderId} на {amount} {currency} към {destination} чака портфейлът Ви да го плати: услугата не държи никакъв ключ и не изпраща нищо сама.",
  },
  withdrawalWaiting: {
    subject: "Теглене на {amount} {currency} чака да бъде платено",
    waiting:
      "Тегленето {orderId} на {amount} {currency} към {destination} чака портфейлът Ви да го плати: услугата не държи никакъв ключ и не изпраща нищо сама.",
  },
  payouts: {
    payHow: "Отворете „Изплащания“ в портала, за да го платите от портфейла си или да го отмените.",
  },
  notices: {
    why: "Получавате това съобщение, защото известията на профила Ви в портала са настроени така; можете да ги изключите в екрана „Профил“ на портала.",
  },
} satisfies MailWords;

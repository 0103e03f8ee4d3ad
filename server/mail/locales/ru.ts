// The merchant's mail in Russian.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Сброс пароля портала продавца",
    asked: "Кто-то (надеемся, что вы) запросил сброс пароля вашего аккаунта на портале продавца по адресу {origin}.",
    useLink: "Задайте новый пароль по этой ссылке в течение {minutes} мин. Ссылка действует только один раз:",
    signsOut: "После этого вы выйдете из аккаунта на всех устройствах. Двухфакторная аутентификация останется как есть.",
    notYou: "Если вы этого не запрашивали, просто проигнорируйте это письмо: ваш пароль останется прежним.",
  },
  paymentCompleted: {
    subject: "Платёж выполнен: {amount} {currency}",
    completed: "Заказ {orderId} выполнен: получено {amount} {currency}.",
    completedWithReference: "Заказ {orderId} (ваш идентификатор {reference}) выполнен: получено {amount} {currency}.",
  },
  refundWaiting: {
    subject: "Возврат на сумму {amount} {currency} ожидает оплаты",
    waiting:
      "Возврат {orderId} на сумму {amount} {currency} на адрес {destination} ожидает оплаты с вашего кошелька: сервис не хранит ключей и сам ничего не отправляет.",
  },
  withdrawalWaiting: {
    subject: "Вывод на сумму {amount} {currency} ожидает оплаты",
    waiting:
      "Вывод {orderId} на сумму {amount} {currency} на адрес {destination} ожидает оплаты с вашего кошелька: сервис не хранит ключей и сам ничего не отправляет.",
  },
  payouts: {
    payHow: "Откройте раздел «Выплаты» на портале, чтобы оплатить его со своего кошелька или отменить.",
  },
  notices: {
    why: "Вы получили это письмо, потому что так настроены уведомления вашего аккаунта на портале; отключить их можно на портале в разделе «Аккаунт».",
  },
} satisfies MailWords;

// The merchant's mail in Spanish.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Restablece la contraseña de tu portal del comercio",
    asked: "Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta del portal del comercio en {origin}.",
    useLink: "Establece una contraseña nueva con este enlace en los próximos {minutes} minutos; solo funciona una vez:",
    signsOut: "Al hacerlo, se cerrará tu sesión en todas partes. La autenticación en dos pasos se queda como está.",
    notYou: "Si no lo has pedido tú, ignora este mensaje: tu contraseña se queda como está.",
  },
  paymentCompleted: {
    subject: "Pago completado: {amount} {currency}",
    completed: "El pedido {orderId} está completado: se han recibido {amount} {currency}.",
    completedWithReference: "El pedido {orderId} (tu referencia {reference}) está completado: se han recibido {amount} {currency}.",
  },
  refundWaiting: {
    subject: "Un reembolso de {amount} {currency} está pendiente de pago",
    waiting:
      "El reembolso {orderId} de {amount} {currency} a {destination} espera a que tu billetera lo pague: el servicio no guarda ninguna clave y no envía nada por sí mismo.",
  },
  withdrawalWaiting: {
    subject: "Un retiro de {amount} {currency} está pendiente de pago",
    waiting:
      "El retiro {orderId} de {amount} {currency} a {destination} espera a que tu billetera lo pague: el servicio no guarda ninguna clave y no envía nada por sí mismo.",
  },
  payouts: {
    payHow: "Abre «Pagos salientes» en el portal para pagarlo desde tu billetera o cancelarlo.",
  },
  notices: {
    why: "Recibes este mensaje porque así lo indican las notificaciones de tu cuenta del portal; puedes desactivarlas en la pantalla «Cuenta» del portal.",
  },
} satisfies MailWords;

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
  paymentsDigest: {
    subject: "Pagos completados hasta {until}: {count}",
    summary: "Pagos completados desde tu último resumen hasta {until}: {count}.",
    totals: "Recibido, por activo:",
    more: "Y {count} más: la pantalla Pedidos del portal los muestra todos.",
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
  callbacksFailing: {
    subject: "Los callbacks a {callbackHost} fallan desde {since}",
    failing:
      "Todos los callbacks del estado de los pedidos a {callbackHost} (integración {integrationId}) han fallado desde {since}; callbacks pendientes de reintento, con pausas cada vez más largas: {waiting}.",
    lastError: "El último intento: {error}",
    fix: "Comprueba que tu servidor responde en la URL de callback con un estado 2xx. Este es el único mensaje sobre esta racha: el siguiente llegará cuando los callbacks se hayan entregado y vuelvan a fallar.",
  },
  reorgAfterCredit: {
    subject: "Una transferencia abonada al pedido {orderId} ya no está en la cadena",
    replaced:
      "El bloque {blockNumber} de {network} que contenía la transacción {hash} ({amount} {currency}, abonados al pedido {orderId}) fue reemplazado por una reorganización, y la transacción ya no está en ningún bloque de la cadena.",
    stands:
      "El abono se mantiene: el servicio nunca retira uno por su cuenta. Comprueba la transacción con el pagador o en un explorador antes de enviar el pedido o de pagar nada en base a ella; si vuelve en un bloque posterior, el pedido también lo mostrará.",
  },
  notices: {
    why: "Recibes este mensaje porque así lo indican las notificaciones de tu cuenta del portal; puedes desactivarlas en la pantalla «Cuenta» del portal.",
  },
} satisfies MailWords;

// The merchant's mail in Portuguese (Brazil).
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Redefina a senha do seu portal do comerciante",
    asked: "Alguém (esperamos que você) pediu para redefinir a senha da sua conta do portal do comerciante em {origin}.",
    useLink: "Defina uma nova senha com este link em até {minutes} minutos; ele só funciona uma vez:",
    signsOut: "Ao fazer isso, sua sessão será encerrada em todos os lugares. A autenticação em dois fatores continua como está.",
    notYou: "Se não foi você que pediu, ignore esta mensagem: sua senha continua como está.",
  },
  paymentCompleted: {
    subject: "Pagamento concluído: {amount} {currency}",
    completed: "O pedido {orderId} foi concluído: {amount} {currency} recebidos.",
    completedWithReference: "O pedido {orderId} (sua referência {reference}) foi concluído: {amount} {currency} recebidos.",
  },
  refundWaiting: {
    subject: "Um reembolso de {amount} {currency} está aguardando pagamento",
    waiting:
      "O reembolso {orderId} de {amount} {currency} para {destination} está aguardando sua carteira pagá-lo: o serviço não guarda nenhuma chave e não envia nada por conta própria.",
  },
  withdrawalWaiting: {
    subject: "Um saque de {amount} {currency} está aguardando pagamento",
    waiting:
      "O saque {orderId} de {amount} {currency} para {destination} está aguardando sua carteira pagá-lo: o serviço não guarda nenhuma chave e não envia nada por conta própria.",
  },
  payouts: {
    payHow: "Abra “Pagamentos de saída” no portal para pagá-lo com sua carteira ou cancelá-lo.",
  },
  notices: {
    why: "Você está recebendo esta mensagem porque as notificações da sua conta do portal estão configuradas assim; desative-as na tela “Conta” do portal.",
  },
} satisfies MailWords;

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
  paymentsDigest: {
    subject: "Pagamentos concluídos até {until}: {count}",
    summary: "Pagamentos concluídos desde o seu último resumo até {until}: {count}.",
    totals: "Recebido, por ativo:",
    more: "E mais {count}: a tela Pedidos do portal lista todos.",
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
  callbacksFailing: {
    subject: "Os callbacks para {callbackHost} estão falhando desde {since}",
    failing:
      "Todos os callbacks de status do pedido para {callbackHost} (integração {integrationId}) falham desde {since}; callbacks que ainda serão tentados de novo, com pausas cada vez maiores: {waiting}.",
    lastError: "A última tentativa: {error}",
    fix: "Verifique se o seu servidor responde na URL de callback com um status 2xx. Esta é a única mensagem sobre esta sequência de falhas: a próxima só chega depois que os callbacks voltarem a ser entregues e falharem de novo.",
  },
  reorgAfterCredit: {
    subject: "Uma transferência creditada ao pedido {orderId} não está mais na blockchain",
    replaced:
      "O bloco {blockNumber} da rede {network}, que continha a transação {hash} ({amount} {currency}, creditados ao pedido {orderId}), foi substituído por uma reorganização, e a transação agora não está em nenhum bloco da blockchain.",
    stands:
      "O crédito continua valendo: o serviço nunca o desfaz por conta própria. Confira a transação com o pagador ou em um explorador antes de enviar a mercadoria ou fazer um pagamento com base nela; se ela voltar em um bloco posterior, o pedido também mostrará isso.",
  },
  notices: {
    why: "Você está recebendo esta mensagem porque as notificações da sua conta do portal estão configuradas assim; desative-as na tela “Conta” do portal.",
  },
} satisfies MailWords;

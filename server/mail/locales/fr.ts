// The merchant's mail in French.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Réinitialisez le mot de passe de votre portail marchand",
    asked:
      "Quelqu’un (vous, nous l’espérons) a demandé la réinitialisation du mot de passe de votre compte du portail marchand sur {origin}.",
    useLink: "Définissez un nouveau mot de passe avec ce lien dans les {minutes} minutes ; il ne fonctionne qu’une seule fois :",
    signsOut: "Cela met fin à toutes vos sessions, sur tous vos appareils. La double authentification reste telle quelle.",
    notYou: "Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  },
  paymentCompleted: {
    subject: "Paiement effectué : {amount} {currency}",
    completed: "La commande {orderId} est finalisée : {amount} {currency} reçus.",
    completedWithReference: "La commande {orderId} (votre référence {reference}) est finalisée : {amount} {currency} reçus.",
  },
  paymentsDigest: {
    subject: "Paiements terminés jusqu'à {until} : {count}",
    summary: "Paiements terminés depuis votre dernier récapitulatif, jusqu'à {until} : {count}.",
    totals: "Reçu, par actif :",
    more: "Et {count} de plus : l'écran Commandes du portail les liste tous.",
  },
  refundWaiting: {
    subject: "Un remboursement de {amount} {currency} attend d’être payé",
    waiting:
      "Le remboursement {orderId} de {amount} {currency} vers {destination} attend que votre portefeuille le paie : le service ne détient aucune clé et n’envoie rien lui-même.",
  },
  withdrawalWaiting: {
    subject: "Un retrait de {amount} {currency} attend d’être payé",
    waiting:
      "Le retrait {orderId} de {amount} {currency} vers {destination} attend que votre portefeuille le paie : le service ne détient aucune clé et n’envoie rien lui-même.",
  },
  payouts: {
    payHow: "Ouvrez « Versements » dans le portail pour le payer depuis votre portefeuille, ou pour l’annuler.",
  },
  callbacksFailing: {
    subject: "Les callbacks vers {callbackHost} échouent depuis {since}",
    failing:
      "Chaque callback de statut de commande vers {callbackHost} (intégration {integrationId}) échoue depuis {since} ; callbacks encore à réessayer, avec des pauses de plus en plus longues : {waiting}.",
    lastError: "La dernière tentative : {error}",
    fix: "Vérifiez que votre serveur répond à l’URL de callback avec un statut 2xx. C’est le seul message pour cette série d’échecs : le prochain viendra quand des callbacks auront été livrés puis échoueront de nouveau.",
  },
  reorgAfterCredit: {
    subject: "Un transfert crédité à la commande {orderId} n’est plus dans la chaîne",
    replaced:
      "Le bloc {blockNumber} de {network} qui contenait la transaction {hash} ({amount} {currency}, crédités à la commande {orderId}) a été remplacé par une réorganisation, et la transaction n’est plus dans aucun bloc de la chaîne.",
    stands:
      "Le crédit est maintenu : le service ne le reprend jamais de lui-même. Vérifiez la transaction auprès du payeur ou dans un explorateur avant d’expédier ou de payer sur cette base ; si elle revient dans un bloc ultérieur, la commande l’indiquera aussi.",
  },
  notices: {
    why: "Vous recevez ce message parce que les notifications de votre compte du portail le prévoient ; vous pouvez les désactiver dans l’écran « Compte » du portail.",
  },
} satisfies MailWords;

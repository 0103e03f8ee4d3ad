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
  notices: {
    why: "Vous recevez ce message parce que les notifications de votre compte du portail le prévoient ; vous pouvez les désactiver dans l’écran « Compte » du portail.",
  },
} satisfies MailWords;

// The payment link page's words in one language: a module per language implements it.
export interface LinkPageMessages {
  heading: string;
  price: string;
  rateNote: string;
  inactiveHeading: string;
  notFoundHeading: string;
  askMerchant: string;
  failed: string;
  /** The amounts the choice was made at are no longer honoured: the page shows the new ones. */
  quoteChanged: string;
}

// Bank bulk-transfer files (issue 32, ARCHITECTURE "Money out"): a payout batch (money to shops)
// and a refund batch (money back to shoppers) each give the operator one file to upload to the
// marketplace's bank. Banks differ in layout, so a layout is a plug-in behind this interface;
// the lines are the same whatever the bank. Amounts are integer satang.

/** Where a line's money goes: a bank account, or a PromptPay ID (mobile or national ID). */
export type TransferDestination =
  | { kind: 'account'; bankCode: string; accountNumber: string }
  | { kind: 'promptpay'; promptPayId: string };

export type BankTransferLine = {
  destination: TransferDestination;
  /** The name on the receiving account (or the PromptPay owner's name as given). */
  accountName: string;
  amountSatang: number;
  /** Our reference for the line, shown on the statement of both sides (e.g. "PO12-345"). */
  reference: string;
  /** Free text for the receiver's statement, kept short by the layout. */
  note: string;
};

export type BankFileBatch = {
  /** Our batch reference ("PB2026112801"), in the file name and the header. */
  reference: string;
  /** The day the transfers are to be made (Bangkok). */
  valueDate: Date;
};

export interface BankFileLayout {
  /** Stable id, stored with the batch and chosen in the operator console. */
  id: string;
  /** As the operator reads it, in Thai. */
  name: string;
  fileName(batch: BankFileBatch): string;
  contentType: string;
  /**
   * The file as pieces of text, written as they are produced: a batch of 20,000 shops is
   * streamed to the download, never built whole in memory.
   */
  write(
    batch: BankFileBatch,
    lines: AsyncIterable<BankTransferLine> | Iterable<BankTransferLine>,
  ): AsyncIterable<string>;
}

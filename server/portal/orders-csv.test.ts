import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, CSV_HEADER, csvCell, csvLine, csvRow, type CsvOrder } from "./orders-csv.ts";

describe("orders as CSV", () => {
  it("quotes a cell a spreadsheet would run as a formula, and keeps every other text as it is", () => {
    for (const lead of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${lead}1+1`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("12.500000")).toBe("12.500000");
    expect(csvCell("0.000001")).toBe("0.000001");
    expect(csvCell("Ada, Countess")).toBe('"Ada, Countess"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("ends each line with CRLF and names every column once", () => {
    expect(csvLine(["a", "b"])).toBe("a,b\r\n");
    expect(CSV_HEADER.trimEnd().split(",")).toEqual([...CSV_COLUMNS]);
    expect(new Set(CSV_COLUMNS).size).toBe(CSV_COLUMNS.length);
  });

  it("has a chain-mode order's address index and derivation path, and empty cells for an order without them", () => {
    const money = (amount: string) => ({ amount, currency: "USDT" });
    const row: CsvOrder = {
      order: {
        id: "ord_1",
        type: "deposit",
        assetId: "USDT_ERC20",
        status: "inProgress",
        createdAt: "2026-11-28T00:00:00.000Z",
        updatedAt: "2026-11-28T00:00:00.000Z",
        transactions: [],
        primaryAmount: money("0.000000"),
        secondaryAmount: { amount: "0.00", currency: "USD" },
        serviceFeeAmount: money("0.000000"),
        totalAmount: money("0.000000"),
        addressIndex: 7,
        derivationPath: "m/44'/60'/0'/0/7",
      },
      integrationId: "int_1",
      requestedAmount: null,
      paymentAddress: "0x0000000000000000000000000000000000000007",
      destinationAddress: null,
      refundOf: null,
    };
    const cells = (r: CsvOrder) => csvRow(r).trimEnd().split(",");
    const at = (name: string) => CSV_COLUMNS.indexOf(name as (typeof CSV_COLUMNS)[number]);
    expect(cells(row)[at("addressIndex")]).toBe("7");
    expect(cells(row)[at("derivationPath")]).toBe("m/44'/60'/0'/0/7");
    const { addressIndex: _index, derivationPath: _path, ...sandbox } = row.order;
    expect(cells({ ...row, order: sandbox })[at("addressIndex")]).toBe("");
    expect(cells({ ...row, order: sandbox })[at("derivationPath")]).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, CSV_HEADER, csvCell, csvLine } from "./orders-csv.ts";

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
});

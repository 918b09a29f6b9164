#!/usr/bin/python3
"""The exported workbook in a real spreadsheet engine (issue 35), run by CTest as test_workbook_libreoffice.

1. `gpuplan export workbook` writes the fixture's scenarios; openpyxl reads every sheet, the named cells, the
   formulas, the frozen headers and filters, and the charts are in the package.
2. LibreOffice (headless, in a throwaway profile that recalculates every formula on load) recalculates it:
   every cost comes out as GpuPlan wrote it, to the cent.
3. A rent price and a count changed in the file: the recalculated costs follow.
4. Round trip: two prices edited, the file saved by LibreOffice, `gpuplan import xlsx`: exactly those two
   prices change, each with a history entry; the Chinese workbook imports back unchanged.
Exits non-zero with a message on the first difference.
"""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import zipfile

import openpyxl

RECALC_PROFILE = """<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse">
<value>0</value></prop></item>
</oor:items>
"""

COST_HEADERS = ["Rent (serving: a month)", "Purchase", "Energy over the years", "Cost of owning over the years",
                "Rent in USD", "Cost of owning in USD"]


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


class Run:
    def __init__(self, binary, work):
        self.binary = binary
        self.work = work
        self.store = str(work / "store.sqlite")
        self.env = dict(os.environ, HOME=str(work / "home"), QT_QPA_PLATFORM="offscreen",
                        XDG_CONFIG_HOME=str(work / "config"), XDG_DATA_HOME=str(work / "data"))
        (work / "home").mkdir(parents=True, exist_ok=True)
        profile = work / "lo-profile" / "user"
        profile.mkdir(parents=True, exist_ok=True)
        (profile / "registrymodifications.xcu").write_text(RECALC_PROFILE)

    def gpuplan(self, *args, expect=0):
        p = subprocess.run([self.binary, "--db", self.store, *args], env=self.env, capture_output=True, text=True)
        if p.returncode != expect:
            fail(f"gpuplan {' '.join(args)} exited {p.returncode}: {p.stdout}{p.stderr}")
        return p.stdout

    def libreoffice(self, source, target_dir, to="xlsx"):
        """Opens `source` in LibreOffice, recalculates every formula and saves it into target_dir."""
        target_dir.mkdir(parents=True, exist_ok=True)
        p = subprocess.run(["soffice", "-env:UserInstallation=" + (self.work / "lo-profile").as_uri(), "--headless",
                            "--convert-to", to, "--outdir", str(target_dir), str(source)],
                           env=self.env, capture_output=True, text=True, timeout=300)
        out = target_dir / (source.stem + "." + to.split(":")[0])
        if p.returncode != 0 or not out.exists():
            fail(f"LibreOffice did not convert {source}: {p.stdout}{p.stderr}")
        return out


def columns(sheet):
    return {cell.value: cell.column for cell in sheet[1] if cell.value}


def check_structure(path):
    book = openpyxl.load_workbook(path)
    if book.sheetnames != ["Scenarios", "Comparison", "Prices", "Assumptions"]:
        fail(f"sheets {book.sheetnames}")
    names = set(book.defined_names.keys()) if hasattr(book.defined_names, "keys") else \
        {d.name for d in book.defined_names.definedName}
    for name in ["Years", "Utilization", "HoursPerMonth", "HoursPerYear", "HostKw", "Rates", "Tariffs"]:
        if name not in names:
            fail(f"the named cell {name} is missing ({sorted(names)})")
    scenarios = book["Scenarios"]
    if scenarios.freeze_panes != "A2" or not scenarios.auto_filter.ref:
        fail("the Scenarios header is not frozen with filters on")
    head = columns(scenarios)
    formulas = 0
    for row in range(2, scenarios.max_row + 1):
        for header in COST_HEADERS:
            value = scenarios.cell(row, head[header]).value
            if isinstance(value, str) and value.startswith("="):
                formulas += 1
    if formulas < 25:  # five priced rows, rent and owning each, in their currency and in USD
        fail(f"only {formulas} cost formulas on the Scenarios sheet")
    rent = scenarios.cell(2, head["Rent (serving: a month)"]).value
    if "ROUND(" not in rent or "HoursPerMonth" not in rent:
        fail(f"the rent is not the rent formula: {rent}")
    if not scenarios.cell(2, head["Rent price"]).value.startswith("='Prices'!"):
        fail("the rent price is not linked to the Prices sheet")
    # An RL run whose generation pool is on a card of its own: that pool's line takes the run's hours.
    pool = [row for row in range(2, scenarios.max_row + 1)
            if str(scenarios.cell(row, head["Scenario"]).value).endswith(": generation pool")]
    if len(pool) != 1:
        fail(f"expected one generation pool's line, found {len(pool)}")
    hours = head["Hours billed (serving: a month)"]
    if scenarios.cell(pool[0], hours).value != f"=L{pool[0] - 1}":
        fail(f"the generation pool's hours are not the run's: {scenarios.cell(pool[0], hours).value}")
    if not str(scenarios.cell(pool[0], head["Rent (serving: a month)"]).value).startswith("=ROUND("):
        fail("the generation pool's rent is not a formula")
    ratios = [c.value for row in book["Comparison"].iter_rows() for c in row
              if isinstance(c.value, str) and c.value.startswith("=") and "/$C" in c.value]
    if len(ratios) < 10:
        fail(f"the Comparison sheet has {len(ratios)} ratio formulas")
    with zipfile.ZipFile(path) as z:
        charts = [n for n in z.namelist() if n.startswith("xl/charts/chart")]
        if len(charts) != 2:
            fail(f"expected the two size charts, found {charts}")
        chart = z.read(charts[0]).decode()
        if "<c:scatterChart>" not in chart or "Comparison" not in chart or "<c:logBase val=\"10\"/>" not in chart:
            fail("the chart is not a log-scale scatter chart over the Comparison sheet")
    prices = book["Prices"]
    if [c.value for c in prices[1]][:3] != ["GPU", "Provider", "Region"]:
        fail("the Prices sheet's header is not the price list's")


def cached_costs(path):
    """The cost cells of the Scenarios sheet as their saved values: {(row, header): value}."""
    sheet = openpyxl.load_workbook(path, data_only=True)["Scenarios"]
    head = columns(sheet)
    return {(row, h): sheet.cell(row, head[h]).value for row in range(2, sheet.max_row + 1) for h in COST_HEADERS}


def check_recalculated(written, recalculated):
    before, after = cached_costs(written), cached_costs(recalculated)
    compared = 0
    for key, value in before.items():
        if value is None:
            if after[key] not in (None, ""):
                fail(f"{key}: empty in GpuPlan's file, {after[key]} recalculated")
            continue
        if not isinstance(after[key], (int, float)) or abs(after[key] - value) > 0.005:
            fail(f"{key}: GpuPlan wrote {value}, LibreOffice computes {after[key]}")
        compared += 1
    if compared < 30:
        fail(f"only {compared} costs compared")
    return compared


def check_edits_follow(run, written):
    book = openpyxl.load_workbook(written)
    scenarios, prices = book["Scenarios"], book["Prices"]
    head = columns(scenarios)
    old = cached_costs(written)
    link = scenarios.cell(2, head["Rent price"]).value  # ='Prices'!$G$83
    cell = link.split("!")[1].replace("$", "")
    price = prices[cell].value
    prices[cell].value = price * 0.85
    if prices[cell].offset(column=2).value is not None:  # a low end above the new amount is for import, not here
        prices[cell].offset(column=2).value = None
    count = scenarios.cell(3, head["GPUs"]).value
    scenarios.cell(3, head["GPUs"]).value = count * 2
    edited = run.work / "edited.xlsx"
    book.save(edited)
    after = cached_costs(run.libreoffice(edited, run.work / "edited-recalculated"))
    rent = "Rent (serving: a month)"
    if abs(after[(2, rent)] - old[(2, rent)] * 0.85) > 0.02 or after[(2, rent)] == old[(2, rent)]:
        fail(f"the rent did not follow its price: {old[(2, rent)]} -> {after[(2, rent)]}")
    # Twice the cards for the same hours: twice the rent, and whole servers of them bought.
    if abs(after[(3, rent)] - old[(3, rent)] * 2) > 0.02:
        fail(f"the rent did not follow the count: {old[(3, rent)]} -> {after[(3, rent)]}")
    if not after[(3, "Purchase")] > old[(3, "Purchase")]:
        fail("the purchase did not follow the count")
    if after[(4, rent)] != old[(4, rent)]:
        fail("a row whose inputs did not change was re-costed differently")


def stored_prices(run, name):
    path = run.work / name
    run.gpuplan("export", "prices", str(path))
    return path.read_text(encoding="utf-8-sig").splitlines()


def check_round_trip(run, saved_by_libreoffice):
    book = openpyxl.load_workbook(saved_by_libreoffice)
    prices = book["Prices"]
    head = columns(prices)
    edited = []
    for row in range(2, prices.max_row + 1):
        if prices.cell(row, head["Unit"]).value == "gpu-hour" and prices.cell(row, head["Low"]).value is None:
            amount = prices.cell(row, head["Amount"])
            amount.value = round(amount.value * 1.1 + 0.01, 2)
            edited.append(row)
        if len(edited) == 2:
            break
    if len(edited) != 2:
        fail("no two plain prices to edit")
    intermediate = run.work / "round-trip-openpyxl.xlsx"
    book.save(intermediate)
    final = run.libreoffice(intermediate, run.work / "round-trip")
    before = stored_prices(run, "before.csv")
    history_before = run.gpuplan("price", "history").count("imported from")
    out = run.gpuplan("import", "xlsx", str(final))
    if f"(0 new, 2 changed, {len(before) - 2 - comment_lines(before)} unchanged)" not in out:
        fail(f"the import did not change exactly two prices: {out}")
    after = stored_prices(run, "after.csv")
    changed = [(a, b) for a, b in zip(before, after) if a != b]
    if len(before) != len(after) or len(changed) != 2:
        fail(f"{len(changed)} stored prices differ after the import: {changed}")
    history_after = run.gpuplan("price", "history").count("imported from")
    if history_after - history_before != 2:
        fail(f"{history_after - history_before} history entries for the two changes")


def comment_lines(lines):
    return sum(1 for line in lines if line.startswith("#")) + 1  # comments and the header


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gpuplan", required=True)
    parser.add_argument("--scenarios", required=True)
    parser.add_argument("--work", required=True)
    args = parser.parse_args()
    work = pathlib.Path(args.work)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    run = Run(args.gpuplan, work)
    written = work / "plan.xlsx"
    print(run.gpuplan("export", "workbook", str(written), "--scenarios", args.scenarios), end="")
    check_structure(written)
    recalculated = run.libreoffice(written, work / "recalculated")
    compared = check_recalculated(written, recalculated)
    print(f"LibreOffice recalculated {compared} costs, each as GpuPlan wrote it to the cent")
    check_edits_follow(run, written)
    print("a changed rent price and a changed count re-cost their rows")
    check_round_trip(run, recalculated)
    print("two prices edited and saved by LibreOffice import as exactly two changes, with history")
    chinese = work / "plan-zh.xlsx"
    run.gpuplan("export", "workbook", str(chinese), "--scenarios", args.scenarios, "--lang", "zh_CN")
    zh = openpyxl.load_workbook(chinese)
    if [c.value for c in zh.worksheets[2][1]][:3] != ["GPU", "供应商", "地区"] or zh.sheetnames[0] == "Scenarios":
        fail(f"the Chinese workbook's sheets and headers are not in Chinese: {zh.sheetnames}")
    out = run.gpuplan("import", "xlsx", str(run.libreoffice(chinese, work / "zh")), "--dry-run")
    if "(0 new, 0 changed" not in out:
        fail(f"the Chinese workbook does not import back unchanged: {out}")
    print("the Chinese workbook, saved by LibreOffice, imports back unchanged")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Opens an HTML report in headless Chromium over the DevTools protocol and checks it as a
reader would: no console error or uncaught exception, no request leaves the file, the
totals and findings are on the page, and the filters hide and count findings. Prints the
load time and saves a screenshot.

usage: Scripts/check-html-report.py REPORT.html [--screenshot PNG] [--expect-findings N]
                                    [--width 1200] [--height 1600]
Needs Debian's `chromium` and PyPI's `websocket-client`. Exits 1 when a check fails.
"""
import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket


class Page:
    def __init__(self, ws_url):
        self.ws = websocket.create_connection(ws_url, timeout=120, suppress_origin=True)
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, event, timeout=120):
        deadline = time.time() + timeout
        for k, message in enumerate(self.events):
            if message.get("method") == event:
                return self.events.pop(k)
        while time.time() < deadline:
            message = json.loads(self.ws.recv())
            self.events.append(message)
            if message.get("method") == event:
                return self.events.pop()
        raise RuntimeError(f"no {event} within {timeout} s")

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")


def start_chromium(profile, width, height):
    binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not binary:
        sys.exit("check-html-report: chromium not found")
    process = subprocess.Popen(
        [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-extensions", "--disable-background-networking", f"--window-size={width},{height}",
         "--remote-debugging-port=0", f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, "DevToolsActivePort")
    for _ in range(300):
        if os.path.exists(port_file) and open(port_file).read().count("\n") >= 1:
            port = open(port_file).read().split("\n")[0]
            break
        time.sleep(0.1)
    else:
        process.kill()
        sys.exit("check-html-report: chromium did not start")
    targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
    page = next(t for t in targets if t["type"] == "page")
    return process, page["webSocketDebuggerUrl"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--screenshot")
    parser.add_argument("--expect-findings", type=int)
    parser.add_argument("--width", type=int, default=1200)
    parser.add_argument("--height", type=int, default=1600)
    args = parser.parse_args()
    url = "file://" + os.path.abspath(args.report)
    problems = []
    profile = tempfile.mkdtemp(prefix="check-html-report.")
    process, ws_url = start_chromium(profile, args.width, args.height)
    try:
        page = Page(ws_url)
        for domain in ("Page", "Runtime", "Log", "Network"):
            page.call(f"{domain}.enable")
        started = time.time()
        page.call("Page.navigate", url=url)
        page.wait_for("Page.loadEventFired")
        wall = time.time() - started
        timing = page.evaluate(
            "(() => { const t = performance.getEntriesByType('navigation')[0];"
            " return {dom: t.domContentLoadedEventEnd, load: t.loadEventEnd}; })()")
        # Let a frame paint, so layout and style are done before the checks and screenshot.
        page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        painted = time.time() - started

        total = page.evaluate("document.querySelectorAll('li.f').length")
        if args.expect_findings is not None and total != args.expect_findings:
            problems.append(f"{total} findings on the page, expected {args.expect_findings}")
        if page.evaluate("document.getElementById('filters') && document.getElementById('filters').hidden"):
            problems.append("the script did not show the filters")
        if total:
            problems += check_filters(page, total)

        if args.screenshot:
            page.evaluate("window.scrollTo(0, 0)")
            page.evaluate("new Promise(r => setTimeout(r, 50))")
            shot = page.call("Page.captureScreenshot", format="png")
            with open(args.screenshot, "wb") as f:
                f.write(base64.b64decode(shot["data"]))

        for message in page.events:
            method = message.get("method")
            params = message.get("params", {})
            if method == "Runtime.exceptionThrown":
                problems.append(f"uncaught exception: {params['exceptionDetails'].get('text')}")
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert", "warning"):
                text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
                problems.append(f"console {params['type']}: {text}")
            elif method == "Log.entryAdded" and params["entry"].get("level") in ("error", "warning"):
                problems.append(f"console {params['entry']['level']}: {params['entry'].get('text')}")
            elif method == "Network.requestWillBeSent":
                requested = params["request"]["url"]
                if not (requested == url or requested.startswith("data:")):
                    problems.append(f"the page requested {requested}")
        size = os.path.getsize(args.report)
        print(f"check-html-report: {args.report}: {size / 1048576:.1f} MB, {total} findings, "
              f"DOMContentLoaded {timing['dom']:.0f} ms, load {timing['load']:.0f} ms, "
              f"first paint after load {painted * 1000:.0f} ms (wall, navigation to paint)")
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)
    for p in problems:
        print(f"check-html-report: {p}", file=sys.stderr)
    sys.exit(1 if problems else 0)


def check_filters(page, total):
    """Picks the first rule, then the first severity present, then clears both, then opens
    the first closed chunk of the largest rule. Each time, the findings that show must be
    the matching ones outside closed chunks, and the counts the page prints must agree."""
    problems = []
    visible = ("Array.from(document.querySelectorAll('li.f'))"
               ".filter(e => e.checkVisibility()).length")

    def expected(rule, severity):
        return page.evaluate(
            "(() => { let shown = 0, all = 0;"
            " for (const s of document.querySelectorAll('section.rule')) {"
            f"  if ({json.dumps(rule)} && s.getAttribute('data-r') !== {json.dumps(rule)}) continue;"
            f"  const found = s.querySelectorAll('li.f' + ({json.dumps(severity)} ? '[data-s=\"{severity}\"]' : ''));"
            "  all += found.length;"
            "  shown += Array.from(found).filter(e => { const c = e.closest('details'); return !c || c.open; }).length; }"
            " return [shown, all]; })()")

    def settle():
        page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    def choose(name, index):
        started = time.time()
        page.evaluate(
            f"(() => {{ const s = document.getElementById('filters').elements['{name}'];"
            f" s.selectedIndex = {index}; s.dispatchEvent(new Event('change', {{bubbles: true}})); }})()")
        settle()
        return (time.time() - started) * 1000

    def check(what, rule, severity, ms):
        want_shown, want_all = expected(rule, severity)
        text = page.evaluate("document.getElementById('shown').textContent")
        wanted = f"{want_all} of {total} findings" if want_all != total else f"{total} findings"
        shown = page.evaluate(visible)
        print(f"check-html-report: {what}: {shown} showing, '{text}', {ms:.0f} ms")
        if shown != want_shown or text != wanted:
            problems.append(f"{what}: {shown} showing and '{text}', expected {want_shown} and '{wanted}'")

    check("no filter", "", "", 0)
    rule = page.evaluate("document.getElementById('filters').elements['rule'].options[1].value")
    check("rule filter", rule, "", choose("rule", 1))
    choose("rule", 0)
    severity = page.evaluate("document.getElementById('filters').elements['severity'].options[1].value")
    check("severity filter", "", severity, choose("severity", 1))
    choose("severity", 0)
    check("filters cleared", "", "", 0)
    started = time.time()
    opened = page.evaluate(
        "(() => { const c = document.querySelector('details.chunk'); if (!c) return false;"
        " c.querySelector('summary').click(); return true; })()")
    settle()
    if opened:
        check("first chunk opened", "", "", (time.time() - started) * 1000)
    return problems


if __name__ == "__main__":
    main()

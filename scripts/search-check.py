#!/usr/bin/env python3
"""Types names into a built site's search box in headless Chromium and times the answer.

    scripts/search-check.py SITE [--user NAME] [--http] [--budget-ms 100] [--queries N] [--json]

For a user of the site (the first, or --user), it takes names from the user's
search-index.js — for each kind (artist, album, track, report) the most played, one from the
middle and the least played, plus every non-Latin name among those — and for each opens a page
of the site (the user's page, an artist page or a report, in turn), clicks the search box,
types the name key by key through the DevTools protocol, and waits for the results.

A query passes when the first result's name is the typed name, the entry it was taken from
is among the results, and its link leads to a page that exists. Its latency is the time from
the last keystroke's input event to the frame that shows that answer (performance.now() in
the page). Each query opens its page anew, so the index is not loaded yet when the box is
clicked (the click starts loading it), as for a reader who has just arrived.

From file:// by default; --http serves the site from a loopback HTTP server instead. Exit
status 1 when a query fails or is slower than --budget-ms; 2 when Chromium is missing.
Talks to Chromium over --remote-debugging-pipe, so it needs nothing but Python and Chromium.
"""
import argparse
import base64
import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import unicodedata
import urllib.parse


class Browser:
    """Headless Chromium driven over the DevTools protocol on fds 3 and 4."""

    def __init__(self, profile):
        binary = shutil.which("chromium") or shutil.which("chromium-browser")
        if not binary:
            print("search-check: chromium is not installed (scripts/install-system-deps.sh --test)", file=sys.stderr)
            sys.exit(2)
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--allow-file-access-from-files", f"--user-data-dir={profile}", "--window-size=1280,900",
             "--no-first-run", "--no-default-browser-check", "about:blank"],
            # 3 and 4 kept too: the child closes every fd not listed after wire() has run.
            pass_fds=(3, 4, to_browser_read, from_browser_write), preexec_fn=wire,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)
        self.call("Runtime.enable", session=True)

    def read_message(self, deadline):
        while b"\0" not in self.buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("Chromium did not answer")
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=False, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self.read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for_event(self, method, timeout=30):
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[index]
                    return event
            self.events.append(self.read_message(deadline))

    def evaluate(self, expression, awaits=False):
        result = self.call("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": awaits}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, url):
        self.events.clear()
        self.call("Page.navigate", {"url": url}, session=True)
        self.wait_for_event("Page.loadEventFired")

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


# Installed in the page before typing: the time of every input event, and of the frame after
# each change of the results with the first result's name.
WATCH = r"""
(() => {
  const form = document.querySelector("form.site-search");
  if (!form || form.hidden) return "no search box";
  const input = form.querySelector("input");
  const list = form.querySelector(".search-results");
  window.__search = {inputs: [], renders: []};
  window.addEventListener("input", () => window.__search.inputs.push(performance.now()), true);
  new MutationObserver(() => {
    const first = list.querySelector("li a");
    const names = [...list.querySelectorAll("li a")].map(a => [a.textContent, a.href]);
    requestAnimationFrame(() => window.__search.renders.push(
      {at: performance.now(), first: first ? first.textContent : null, results: names}));
  }).observe(list, {childList: true, subtree: true});
  const box = input.getBoundingClientRect();
  return {x: box.left + box.width / 2, y: box.top + box.height / 2};
})()
"""


def type_query(browser, text):
    """Clicks the search box and types `text` one key at a time."""
    where = browser.evaluate(WATCH)
    if not isinstance(where, dict):
        raise RuntimeError(where)
    for kind in ("mousePressed", "mouseReleased"):
        browser.call("Input.dispatchMouseEvent", {
            "type": kind, "x": where["x"], "y": where["y"], "button": "left", "clickCount": 1}, session=True)
    for character in text:
        browser.call("Input.dispatchKeyEvent", {"type": "keyDown", "text": character, "key": character}, session=True)
        browser.call("Input.dispatchKeyEvent", {"type": "keyUp", "key": character}, session=True)


def answer(browser, timeout=5):
    """The render that answers the last keystroke, waiting until one came (or the timeout)."""
    deadline = time.monotonic() + timeout
    while True:
        state = browser.evaluate("JSON.stringify(window.__search)")
        state = json.loads(state)
        last_input = state["inputs"][-1] if state["inputs"] else None
        after = [render for render in state["renders"] if last_input is not None and render["at"] >= last_input]
        if after or time.monotonic() > deadline:
            return state, (after[-1] if after else None)
        time.sleep(0.05)


def fold(text):
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.category(c).startswith("M")).lower()
    return " ".join(re.sub(r"[^\w]+|_", " ", text).split())


def pick_queries(index, per_kind):
    """(kind, name, url) to search for: by kind, the most played, the middle and the least
    played, and non-Latin names among the first pages."""
    kinds = index["kinds"]
    by_kind = {}
    for row in index["entries"]:
        by_kind.setdefault(kinds[row[0]], []).append(row)
    picked = []
    for kind, rows in by_kind.items():
        rows = sorted(rows, key=lambda row: -row[3])
        chosen = [rows[0], rows[len(rows) // 2], rows[-1]][:per_kind]
        chosen += [row for row in rows[:200] if not row[1].isascii()][:2]
        seen = set()
        for row in chosen:
            if row[4] not in seen:
                seen.add(row[4])
                picked.append((kind, row[1], row[4]))
    return picked


def serve(site):
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site")
    parser.add_argument("--user")
    parser.add_argument("--http", action="store_true", help="serve the site over loopback HTTP instead of file://")
    parser.add_argument("--budget-ms", type=float, default=100.0)
    parser.add_argument("--queries", type=int, default=3, help="names per kind: most played, middle, least")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--shots", help="a folder for a screenshot of each query's answer")
    arguments = parser.parse_args()
    site = os.path.abspath(arguments.site)
    users = sorted(name for name in os.listdir(site) if os.path.isfile(os.path.join(site, name, "search-index.js")))
    if not users:
        print(f"search-check: no user of {site} has a search-index.js", file=sys.stderr)
        return 1
    user = arguments.user or users[0]
    with open(os.path.join(site, user, "search-index.js"), encoding="utf-8") as file:
        text = file.read()
    index = json.loads(text[text.index("=") + 1:].strip().rstrip(";"))
    queries = pick_queries(index, arguments.queries)
    # Pages at every depth below the user's folder: the user's page, an entity page, a report.
    user_folder = os.path.join(site, user)
    pages = ["index.html"]
    entity = next((row[4] for row in index["entries"] if index["kinds"][row[0]] == "artist"), None)
    report = next((row[4] for row in index["entries"] if index["kinds"][row[0]] == "report"), None)
    pages += [page for page in (entity, report) if page]

    server = serve(site) if arguments.http else None
    def address(page):
        path = f"{user}/{page}"
        if server:
            return f"http://127.0.0.1:{server.server_address[1]}/" + urllib.parse.quote(path)
        return "file://" + urllib.parse.quote(os.path.join(site, path))

    results = []
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(profile)
        try:
            for number, (kind, name, url) in enumerate(queries):
                page = pages[number % len(pages)]
                started = time.monotonic()
                outcome = {"kind": kind, "query": name, "page": page}
                try:
                    browser.open(address(page))
                    type_query(browser, name)
                    state, render = answer(browser)
                except RuntimeError as error:
                    outcome.update(passed=False, reason=str(error))
                    results.append(outcome)
                    continue
                inputs = state["inputs"]
                if render is None:
                    outcome.update(passed=False, reason="no results were shown")
                else:
                    outcome["latency_ms"] = round(render["at"] - inputs[-1], 1)
                    outcome["from_first_key_ms"] = round(render["at"] - inputs[0], 1)
                    hrefs = [href for _, href in render["results"]]
                    target = next((href for href in hrefs if href.endswith("/" + urllib.parse.quote(url))), None)
                    exists = False
                    if target:
                        relative = urllib.parse.unquote(urllib.parse.urlparse(target).path)
                        relative = relative.split(f"/{user}/", 1)[-1] if server else os.path.relpath(relative, user_folder)
                        exists = os.path.isfile(os.path.join(user_folder, relative))
                    problems = []
                    if fold(render["first"] or "") != fold(name):
                        problems.append(f"the first result is {render['first']!r}")
                    if not target:
                        problems.append(f"{url} is not among the results")
                    elif not exists:
                        problems.append(f"its link {target} leads nowhere")
                    if outcome["latency_ms"] > arguments.budget_ms:
                        problems.append(f"{outcome['latency_ms']} ms is over {arguments.budget_ms:g} ms")
                    outcome.update(passed=not problems, reason="; ".join(problems))
                outcome["wall_s"] = round(time.monotonic() - started, 2)
                if arguments.shots:
                    os.makedirs(arguments.shots, exist_ok=True)
                    shot = browser.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
                    with open(os.path.join(arguments.shots, f"query-{number:02}.png"), "wb") as file:
                        file.write(base64.b64decode(shot))
                results.append(outcome)
        finally:
            browser.close()
            if server:
                server.shutdown()

    failed = [result for result in results if not result["passed"]]
    latencies = sorted(result["latency_ms"] for result in results if "latency_ms" in result)
    summary = {
        "site": site, "user": user, "via": "http" if server else "file", "queries": len(results),
        "failed": len(failed), "index_bytes": len(text.encode()), "index_entries": len(index["entries"]),
        "latency_ms_max": latencies[-1] if latencies else None,
        "latency_ms_median": latencies[len(latencies) // 2] if latencies else None,
        "results": results,
    }
    if arguments.json:
        print(json.dumps(summary, ensure_ascii=False, indent=1))
    else:
        for result in results:
            mark = "ok  " if result["passed"] else "FAIL"
            print(f"{mark} {result['kind']:7} {result['query'][:40]!r:44} {result.get('latency_ms', '-'):>6} ms"
                  f" (from {result['page']}) {result['reason']}")
        print(f"{summary['via']}: {len(results)} queries, {len(failed)} failed, latency median "
              f"{summary['latency_ms_median']} ms, max {summary['latency_ms_max']} ms; index "
              f"{summary['index_entries']} entries, {summary['index_bytes']:,} bytes")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

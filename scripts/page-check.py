#!/usr/bin/env python3
"""Measures a built site's pages in headless Chromium at several widths.

For each page kind (front page, week, month, year, all time, artist, album, track) and each width it
reports the page's height, whether it scrolls sideways, and the smallest chart text as shown:
an SVG's smallest font size times its displayed width over its drawn width. With --shots DIR it
also saves a full-height screenshot per page, width and theme (light, dark).

    scripts/page-check.py Output/site [--widths 320,375,660,1024,1280,1920] [--shots DIR] [--json]

Exit status 1 when any shown chart text is under --min-text CSS px (11) or a page scrolls
sideways; 2 when Chromium is missing. The pages are loaded in iframes of one harness page per
width (one Chromium run per width), which needs --allow-file-access-from-files.
"""

import argparse
import glob
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

WIDTHS = [320, 375, 660, 1024, 1280, 1920]

HARNESS = """<!DOCTYPE html><html><head><meta charset="utf-8"><style>
body{margin:0} iframe{display:block;border:0;height:900px}</style></head><body>
%(frames)s
<pre id="result"></pre>
<script>
window.addEventListener('load', function () {
  var out = [];
  document.querySelectorAll('iframe').forEach(function (frame) {
    var doc = frame.contentDocument, win = frame.contentWindow;
    var charts = [];
    doc.querySelectorAll('figure img, figure svg, svg.strip').forEach(function (el) {
      if (el.closest('svg') && el.closest('svg') !== el) return;
      var box = el.getBoundingClientRect();
      if (box.width === 0 || !el.checkVisibility()) return;
      var entry = {shown: box.width};
      if (el.tagName.toLowerCase() === 'img') {
        entry.src = el.getAttribute('src');
        entry.drawn = parseFloat(el.getAttribute('width') || '0');
      } else {
        var smallest = null;
        el.querySelectorAll('text').forEach(function (text) {
          var size = parseFloat(win.getComputedStyle(text).fontSize) * text.getScreenCTM().a;
          if (smallest === null || size < smallest) smallest = size;
        });
        entry.inlineSmallest = smallest;
        entry.src = '(inline ' + (el.getAttribute('data-chart') || el.getAttribute('class') || 'svg') + ')';
      }
      charts.push(entry);
    });
    var sections = [];
    doc.querySelectorAll('main > section, main > details').forEach(function (section) {
      var heading = section.querySelector('h2, summary');
      sections.push([heading ? heading.textContent.trim().slice(0, 40) : '', Math.round(section.getBoundingClientRect().height)]);
    });
    out.push({page: frame.dataset.page, height: doc.documentElement.scrollHeight, sections: sections,
              scrollWidth: doc.documentElement.scrollWidth, charts: charts});
  });
  document.getElementById('result').textContent = JSON.stringify(out);
});
</script></body></html>
"""


def pick_pages(site):
    """One page of each kind: the front page, a user's newest week, month and year, all time,
    and the first artist, album and track page."""
    pages = {"front": "index.html"}
    users = sorted(d for d in os.listdir(site) if os.path.isfile(os.path.join(site, d, "index.html")))
    if not users:
        sys.exit(f"page-check: no user folder with index.html under {site}")
    user = users[0]
    for kind in ("week", "month", "year"):
        found = sorted(glob.glob(os.path.join(site, user, kind, "*", "index.html")))
        if found:
            pages[kind] = os.path.relpath(found[-1], site)
    for found in sorted(glob.glob(os.path.join(site, user, "all-time", "*", "index.html")))[:1]:
        pages["all-time"] = os.path.relpath(found, site)
    for kind in ("artist", "album", "track"):
        found = sorted(glob.glob(os.path.join(site, user, kind, "*.html")))
        if found:
            pages[kind] = os.path.relpath(found[0], site)
    return pages


def chromium(arguments, profile):
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        print("page-check: chromium is not installed (scripts/install-system-deps.sh --test)", file=sys.stderr)
        sys.exit(2)
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               f"--user-data-dir={profile}"] + arguments
    return subprocess.run(command, capture_output=True, text=True, timeout=300)


SIZE = re.compile(r'font-size(?:="|:\s*)([0-9.]+)')


def smallest_font(svg_path, cache={}):
    if svg_path not in cache:
        try:
            with open(svg_path, encoding="utf-8") as handle:
                sizes = [float(m) for m in SIZE.findall(handle.read())]
        except OSError:
            sizes = []
        cache[svg_path] = min(sizes) if sizes else None
    return cache[svg_path]


def measure(site, pages, width, profile):
    frames = "\n".join(
        f'<iframe data-page="{kind}" src="{html.escape(path)}" style="width:{width}px"></iframe>'
        for kind, path in pages.items())
    harness = os.path.join(site, f".page-check-{width}.html")
    with open(harness, "w", encoding="utf-8") as handle:
        handle.write(HARNESS % {"frames": frames})
    try:
        result = chromium(["--allow-file-access-from-files", "--virtual-time-budget=15000",
                           f"--window-size={width + 40},1000", "--dump-dom", "file://" + os.path.abspath(harness)],
                          profile)
    finally:
        os.remove(harness)
    found = re.search(r'<pre id="result">(.*?)</pre>', result.stdout, re.S)
    if not found or not found.group(1):
        sys.exit(f"page-check: no measurement at {width} px: {result.stderr[-2000:]}")
    rows = json.loads(html.unescape(found.group(1)))
    for row in rows:
        page_dir = os.path.dirname(os.path.join(site, pages[row["page"]]))
        for chart in row["charts"]:
            if "inlineSmallest" in chart:
                chart["text"] = chart.pop("inlineSmallest")
                continue
            font = smallest_font(os.path.join(page_dir, chart["src"])) if chart["src"].endswith(".svg") else None
            chart["text"] = font * chart["shown"] / chart["drawn"] if font and chart["drawn"] else None
    return rows


def screenshot(site, path, width, height, theme, destination, profile):
    arguments = [f"--window-size={width},{min(height, 30000)}", f"--screenshot={destination}"]
    if theme == "dark":
        arguments.append("--blink-settings=preferredColorScheme=0")
    chromium(arguments + ["file://" + os.path.abspath(os.path.join(site, path))], profile)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("site")
    parser.add_argument("--widths", default=",".join(map(str, WIDTHS)))
    parser.add_argument("--min-text", type=float, default=11.0)
    parser.add_argument("--shots", help="a folder for screenshots, light and dark")
    parser.add_argument("--json", action="store_true", help="print every measurement as JSON")
    options = parser.parse_args()
    widths = [int(w) for w in options.widths.split(",")]
    pages = pick_pages(options.site)
    profile = tempfile.mkdtemp(prefix="page-check-")
    failures = []
    table = {}
    everything = []
    try:
        for width in widths:
            for row in measure(options.site, pages, width, profile):
                everything.append(dict(row, width=width))
                table[(row["page"], width)] = row["height"]
                if row["scrollWidth"] > width:
                    failures.append(f"{row['page']} at {width} px scrolls sideways ({row['scrollWidth']} px)")
                for chart in row["charts"]:
                    if chart["text"] is not None and chart["text"] < options.min_text - 0.005:
                        failures.append(f"{row['page']} at {width} px: {chart['src']} text {chart['text']:.1f} px")
                if options.shots:
                    os.makedirs(options.shots, exist_ok=True)
                    for theme in ("light", "dark"):
                        destination = os.path.join(options.shots, f"{row['page']}-{width}-{theme}.png")
                        screenshot(options.site, pages[row["page"]], width, row["height"], theme, destination, profile)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    if options.json:
        print(json.dumps(everything, indent=1, sort_keys=True))
    print("page heights (px)")
    print("page    " + "".join(f"{w:>8}" for w in widths))
    for kind in pages:
        print(f"{kind:<8}" + "".join(f"{table.get((kind, w), 0):>8}" for w in widths))
    for failure in failures:
        print("page-check: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

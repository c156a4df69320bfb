#!/usr/bin/python3
"""Parses a listenstats feed with feedparser (Debian: python3-feedparser) and checks it.

Usage: scripts/check-feed.py SITE_DIR [BASE_URL]

The feed must parse without a bozo error, have a title and entries, and every entry a title,
a summary, HTML content and a link that names a file of SITE_DIR (relative links are read
from the feed's folder, absolute ones below BASE_URL). Exit 0 when all holds, 1 otherwise.
"""
import os
import sys
import urllib.parse

import feedparser


def main():
    site = sys.argv[1]
    base = sys.argv[2] if len(sys.argv) > 2 else None
    if base and not base.endswith("/"):
        base += "/"
    feed = feedparser.parse(os.path.join(site, "feed.xml"))
    problems = []
    if feed.bozo:
        problems.append(f"does not parse: {feed.bozo_exception}")
    if not feed.feed.get("title"):
        problems.append("the feed has no title")
    if not feed.entries:
        problems.append("the feed has no entries")
    for entry in feed.entries:
        name = entry.get("title", "?")
        if not entry.get("summary"):
            problems.append(f"{name}: no summary")
        content = entry.get("content") or []
        if not content or content[0].get("type") != "text/html" or "<" not in content[0].get("value", ""):
            problems.append(f"{name}: no HTML content")
        link = entry.get("link", "")
        path = link[len(base):] if base and link.startswith(base) else link
        if urllib.parse.urlparse(path).scheme:
            problems.append(f"{name}: link {link} is outside the site")
            continue
        if not os.path.isfile(os.path.join(site, urllib.parse.unquote(path))):
            problems.append(f"{name}: link {link} names no file")
    for problem in problems:
        print(problem)
    print(f"{len(feed.entries)} entries, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/python3
"""Crawls a built listenstats site and reports every link that leads nowhere.

Usage: scripts/check-site-links.py SITE_DIR [BASE_URL]

Every href and src of every HTML page, every <loc> of sitemap.xml and every link of feed.xml
must name a file in SITE_DIR (a folder counts when it holds index.html). Links to other sites
(http(s) not below BASE_URL), mailto: and data: are left alone. A #fragment into an HTML page
must name an id on that page (a day of a month's page, a section of a report).
Exit 0 when nothing is broken, 1 otherwise (each broken link is printed with its page).
"""
import html.parser
import os
import sys
import urllib.parse
import xml.etree.ElementTree as ET


class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.links.append(value)
            if name == "id" and value is not None:
                self.ids.add(value)


IDS = {}


def ids(path):
    """The ids of the HTML page at `path`, read once."""
    path = os.path.normpath(path)
    if os.path.isdir(path):
        path = os.path.join(path, "index.html")
    if path not in IDS:
        parser = Links()
        with open(path, encoding="utf-8") as handle:
            parser.feed(handle.read())
        IDS[path] = parser.ids
    return IDS[path]


def target(site, page, link, base):
    """The file a link names, or None when it is not ours to check."""
    link = link.split("#", 1)[0]
    if not link:
        return None
    if base and link.startswith(base):
        path = urllib.parse.unquote(link[len(base):])
        return os.path.join(site, path)
    parsed = urllib.parse.urlparse(link)
    if parsed.scheme or link.startswith("//"):
        return None
    if link.startswith("/"):
        return os.path.join(site, urllib.parse.unquote(parsed.path).lstrip("/"))
    return os.path.join(os.path.dirname(page), urllib.parse.unquote(parsed.path))


def exists(path):
    path = os.path.normpath(path)
    return os.path.isfile(path) or os.path.isfile(os.path.join(path, "index.html"))


def main():
    site = sys.argv[1]
    base = sys.argv[2] if len(sys.argv) > 2 else None
    if base and not base.endswith("/"):
        base += "/"
    broken = []
    pages = checked = 0
    for folder, _, files in os.walk(site):
        for name in files:
            path = os.path.join(folder, name)
            links = []
            if name.endswith(".html"):
                parser = Links()
                with open(path, encoding="utf-8") as handle:
                    parser.feed(handle.read())
                links = parser.links
                # The 404 page is served at any address; its links are absolute or from the root.
                if name == "404.html" and folder == site:
                    links = [link for link in links if not link.startswith("/")]
            elif name in ("sitemap.xml", "feed.xml") and folder == site:
                tree = ET.parse(path)
                links = [element.text for element in tree.iter("{http://www.sitemaps.org/schemas/sitemap/0.9}loc")]
                links += [element.get("href") for element in tree.iter("{http://www.w3.org/2005/Atom}link")]
            else:
                continue
            pages += 1
            for link in links:
                file = target(site, path, link, base)
                if file is None:
                    continue
                checked += 1
                if not exists(file):
                    broken.append((os.path.relpath(path, site), link))
                    continue
                fragment = urllib.parse.unquote(link.split("#", 1)[1]) if "#" in link else ""
                target_page = os.path.normpath(file)
                if fragment and (target_page.endswith(".html") or os.path.isdir(target_page)) and fragment not in ids(target_page):
                    broken.append((os.path.relpath(path, site), link + " (no such id)"))
    for page, link in broken:
        print(f"{page}: broken link {link}")
    print(f"{pages} pages, {checked} links checked, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())

import Foundation
import ListenModel

extension SiteBuilder {
    /// What `html/not-found.mustache` reads.
    struct NotFoundView: Sendable {
        var title: String
        var generator: String
        var indexURL: String
        var minimumListens: Int
        var maximumPages: String
        var palette = PagePalette.standard
    }

    /// What `atom/sitemap.mustache` reads: every page's absolute address.
    struct SitemapView: Sendable {
        var urls: [String]
    }

    /// `404.html`, and `sitemap.xml` when the site's address is known (a sitemap lists
    /// absolute URLs only), over the index, the users' archives and every page in `folders` (a report's folder, or an
    /// entity page's file).
    func renderSiteExtras(folders: [String], userFolders: [String]) throws -> [(String, String)] {
        let notFound = NotFoundView(
            title: options.title, generator: options.generator, indexURL: (options.baseURL ?? "/") + "index.html",
            minimumListens: options.entityMinimumListens, maximumPages: DisplayFormat.count(options.entityMaximumPages))
        var pages = [("404.html", try templates.render("not-found", in: .html, notFound))]
        // Every report page links it, as do the artist, album and track pages.
        pages.append((StylesheetView.path, try templates.render("style", in: .html, StylesheetView())))
        // Every page of a user's site has a search box that runs it.
        pages.append((SearchIndex.scriptPath, try templates.render("search-script", in: .html, [String: String]())))
        if let base = options.baseURL {
            let paths = ["index.html"] + userFolders.map { $0 + "/index.html" } + folders.map { $0.hasSuffix(".html") ? $0 : $0 + "/index.html" }
            let urls = paths.sorted { ExactText($0) < ExactText($1) }.map { base + Self.percentEncodedPath($0) }
            guard urls.count > Self.sitemapLimit else {
                pages.append(("sitemap.xml", try templates.render("sitemap", in: .atom, SitemapView(urls: urls))))
                return pages
            }
            // A community's site: sitemap.xml indexes parts of at most 50,000 addresses each.
            var parts: [String] = []
            for (number, start) in stride(from: 0, to: urls.count, by: Self.sitemapLimit).enumerated() {
                let name = "sitemap-\(number + 1).xml"
                let part = Array(urls[start..<min(urls.count, start + Self.sitemapLimit)])
                pages.append((name, try templates.render("sitemap", in: .atom, SitemapView(urls: part))))
                parts.append(base + name)
            }
            pages.append(("sitemap.xml", try templates.render("sitemap-index", in: .atom, SitemapView(urls: parts))))
        }
        return pages
    }

    /// The most addresses one sitemap may list (sitemaps.org); past it, `sitemap.xml` is an
    /// index of parts.
    static let sitemapLimit = 50_000

    /// Removes the parts of a larger sitemap (`sitemap-N.xml`) that this build did not write.
    static func removeStaleSitemapParts(in output: URL, written: Set<String>) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        for name in names where name.hasPrefix("sitemap-") && name.hasSuffix(".xml") && !written.contains(name) {
            try? FileManager.default.removeItem(at: output.appendingPathComponent(name))
        }
    }

    /// A site path as a URL path: every byte but unreserved characters and `/` percent-encoded
    /// (user folders can hold `~`, which is unreserved, so most paths pass unchanged).
    static func percentEncodedPath(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~/".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

import Concurrency
import Foundation
import ListenModel

extension SiteBuilder {
    /// A report to build: its folder below the output, its period and its neighbours' links.
    typealias ReportJob = (key: String, period: SitePeriod, navigation: ReportNavigation)

    /// How many changed reports may be computed ahead, beside the entity pages: enough for a
    /// new week (its week, month, year, all time and their neighbours). When more changed (a
    /// site built from scratch, new templates) none are: the first sixteen are the longest
    /// spans, whose numbers held through the entity pages raised a heavy site's peak memory to
    /// 288–304 MB, for a tenth of a second saved of seven.
    static let reportsComputedAhead = 16

    /// The report's numbers and charts (drawn into its staging folder), with the site's
    /// navigation and addresses; the entity pages it links are set when its page is rendered.
    func reportContent(_ job: ReportJob, user: String, source: some SiteContentSource, staging: URL) throws -> ReportContent {
        let directory = staging.appendingPathComponent(job.key, isDirectory: true)
        var content = try source.content(for: user, period: job.period.period, reportDirectory: directory)
        content.navigation = job.navigation
        content.generator = options.generator
        // Link previews want og:image absolute: known once the site's address is.
        content.pageURL = options.baseURL.map { $0 + job.key + "/" }
        // <user>/<kind>/<period>/index.html links the site's one stylesheet.
        content.stylesheetURL = "../../../" + StylesheetView.path
        return content
    }

    /// Renders a report's files into its staging folder; returns the entity pages its page and
    /// Markdown link (sorted), the record that has the report rebuilt should one of them go.
    func stageReport(
        _ content: ReportContent, key: String, links: EntityLinks?, writer: ReportWriter, staging: URL
    ) throws -> [String] {
        var content = content
        content.entityLinks = links
        let texts = try writer.writeStaged(
            content, to: staging.appendingPathComponent(key, isDirectory: true), formats: options.formats)
        var pages: Set<String> = []
        for (format, text) in zip(options.formats, texts) where format != .json {
            pages.formUnion(EntityLinkScanner.pages(in: text))
        }
        return pages.sorted()
    }

    /// Computes `jobs` on a background queue when there are at most `reportsComputedAhead` of
    /// them; the returned slots are filled once `group` is done.
    func computeAhead(
        _ jobs: [ReportJob], user: String, source: some SiteContentSource, staging: URL, group: DispatchGroup
    ) -> (contents: ResultSlots<ReportContent>, failures: ErrorSlots) {
        let ahead = jobs.count <= Self.reportsComputedAhead ? jobs : []
        let contents = ResultSlots<ReportContent>(count: ahead.count)
        let failures = ErrorSlots()
        guard !ahead.isEmpty else { return (contents, failures) }
        DispatchQueue.global().async(group: group) {
            DispatchQueue.concurrentPerform(iterations: ahead.count) { index in
                do {
                    contents.store(try reportContent(ahead[index], user: user, source: source, staging: staging), at: index)
                } catch {
                    failures.record(error, at: index)
                }
            }
        }
        return (contents, failures)
    }
}

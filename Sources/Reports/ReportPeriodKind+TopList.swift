extension ReportPeriodKind {
    /// How many entries a report of this kind lists in each top list.
    public var topListLength: Int { TopListSection.limit(self) }
}

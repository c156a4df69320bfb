import Charts

extension HeadlineCard {
    /// The same card on a share card: the detail becomes the note, coloured by its direction.
    var statCard: StatCard {
        StatCard(
            value: value, label: label, note: detail.isEmpty ? nil : detail,
            trend: changeClass == "up" ? .rise : changeClass == "down" ? .fall : .neutral)
    }
}

/// One line of `listenstats doctor`: what was checked, how it is, and what to do about it.
struct DoctorFinding: Sendable, Equatable {
    enum Status: String, Sendable, Comparable {
        case ok
        case warning
        case problem

        static func < (lhs: Status, rhs: Status) -> Bool {
            let order: [Status] = [.ok, .warning, .problem]
            return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
        }
    }

    /// The area checked: "fonts", "cairo", "database", …
    var area: String
    var status: Status
    var detail: String
    /// The command or change that fixes it, when it is not ok.
    var fix: String?

    static func ok(_ area: String, _ detail: String) -> DoctorFinding {
        DoctorFinding(area: area, status: .ok, detail: detail, fix: nil)
    }

    static func warning(_ area: String, _ detail: String, fix: String?) -> DoctorFinding {
        DoctorFinding(area: area, status: .warning, detail: detail, fix: fix)
    }

    static func problem(_ area: String, _ detail: String, fix: String?) -> DoctorFinding {
        DoctorFinding(area: area, status: .problem, detail: detail, fix: fix)
    }
}

extension Doctor {
    /// The cairo and pango the charts are drawn with. Asked of pkg-config (present wherever
    /// the project builds), else of the dynamic linker, so CairoCanvas stays the only module
    /// that talks to cairo itself.
    func graphicsFindings() -> [DoctorFinding] {
        let fix = "apt-get install libcairo2 libpango-1.0-0 libpangocairo-1.0-0 (libcairo2-dev libpango1.0-dev to build)"
        if let versions = SystemCommand.output("pkg-config", ["--modversion", "cairo", "pangocairo"]) {
            let lines = versions.split(separator: "\n").map(String.init)
            if lines.count == 2 {
                return [.ok("cairo", "cairo \(lines[0]), pango \(lines[1])")]
            }
        }
        guard let libraries = SystemCommand.output("ldconfig", ["-p"]) else {
            return [.warning("cairo", "cannot tell which cairo and pango are installed (no pkg-config or ldconfig)", fix: fix)]
        }
        let missing = ["libcairo.so.2", "libpangocairo-1.0.so.0"].filter { !libraries.contains($0) }
        guard missing.isEmpty else {
            return [.problem("cairo", "missing \(missing.joined(separator: ", ")): PNG and PDF charts cannot be drawn", fix: fix)]
        }
        return [.ok("cairo", "cairo and pango libraries present (versions unknown without pkg-config)")]
    }
}

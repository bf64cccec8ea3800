/// Which `ViewState` cases one screen's previews reach, and which declared cases they miss.
///
/// ```swift
/// let coverage = ScreenCoverage(declared: ["idle", "loading", "error"], reached: ["idle", "error", "idle"])
/// coverage.reached     // ["idle", "error"]
/// coverage.uncovered   // ["loading"]
/// ```
public struct ScreenCoverage: Sendable, Equatable {
    /// Every case, when the screen declares them (``DeclaresAllCases``); `nil` otherwise.
    public let declared: [String]?
    /// The cases the previews reach, each once, in the order first reached.
    public let reached: [String]
    /// Declared cases no preview reaches, in declaration order; empty when nothing is declared.
    public let uncovered: [String]

    public init(declared: [String]?, reached: [String?]) {
        var seen: Set<String> = []
        let unique = reached.compactMap { $0 }.filter { seen.insert($0).inserted }
        self.declared = declared
        self.reached = unique
        self.uncovered = (declared ?? []).filter { !seen.contains($0) }
    }

    /// `4 of 4 cases covered`, `3 of 4 cases covered`, or `reaches idle, error` when undeclared.
    public var summary: String {
        guard let declared else {
            return reached.isEmpty ? "cases not declared" : "reaches \(reached.joined(separator: ", ")) (cases not declared)"
        }
        return "\(declared.count - uncovered.count) of \(declared.count) cases covered"
    }
}

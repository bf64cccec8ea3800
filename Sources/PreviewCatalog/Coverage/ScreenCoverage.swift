/// Which `ViewState` cases one screen's previews reach, which they miss, and which the screen
/// leaves out on purpose (``NotPreviewed``).
///
/// ```swift
/// let coverage = ScreenCoverage(
///     cases: ["idle", "loading", "error", "locked"],
///     reached: ["idle", "error", "idle"],
///     notPreviewed: [NotPreviewed("locked", because: "the server locks accounts")]
/// )
/// coverage.reached        // ["idle", "error"]
/// coverage.uncovered      // ["loading"]
/// coverage.notPreviewed   // [NotPreviewed("locked", because: "the server locks accounts")]
/// coverage.summary        // "3 of 4 cases covered (1 not previewed)"
/// ```
public struct ScreenCoverage: Sendable, Equatable {
    /// Every case of the screen's `ViewState`: the ones it declares (``DeclaresAllCases``),
    /// else the enum's own, read from its metadata (payload cases first, see ``EnumMetadata``);
    /// `nil` when the state is no enum and declares none.
    public let cases: [String]?
    /// The cases the previews reach, each once, in the order first reached.
    public let reached: [String]
    /// Cases no preview reaches and none is marked not previewed, in the order of ``cases``.
    /// Empty when `someStatesUnresolved` (a scenario timed out, so its state may be any case;
    /// the timeout is reported on its own).
    public let uncovered: [String]
    /// The marks that stand: cases no preview reaches, left out on purpose, in the order of ``cases``.
    public let notPreviewed: [NotPreviewed]
    /// The marks that cannot stand, in the order the screen lists them.
    public let badMarks: [BadMark]
    /// The source file whose `#Preview`s the screen is (see ``FilePreviews``), which has no
    /// `ViewState` cases to cover.
    package var previewsFile: String?

    /// `reached` names each state's case (`nil` for a state that names none);
    /// `someStatesUnresolved` says some states were never reached at all (a scenario timed out).
    public init(cases: [String]?, reached: [String?], notPreviewed marks: [NotPreviewed] = [], someStatesUnresolved: Bool = false) {
        var seen: Set<String> = []
        let unique = reached.compactMap { $0 }.filter { seen.insert($0).inserted }
        self.cases = cases
        self.reached = unique

        var standing: [String: NotPreviewed] = [:]
        var badMarks: [BadMark] = []
        for mark in marks {
            if let problem = Self.problem(with: mark.caseName, cases: cases, reached: seen, marked: standing) {
                badMarks.append(BadMark(caseName: mark.caseName, problem: problem))
            } else {
                standing[mark.caseName] = mark
            }
        }
        self.notPreviewed = (cases ?? []).compactMap { standing[$0] }
        self.badMarks = badMarks
        self.uncovered = someStatesUnresolved ? [] : (cases ?? []).filter { !seen.contains($0) && standing[$0] == nil }
    }

    /// Whether every case is reached or left out on purpose, and every mark stands.
    public var isComplete: Bool {
        uncovered.isEmpty && badMarks.isEmpty
    }

    /// `4 of 4 cases covered`, `3 of 4 cases covered`, `4 of 4 cases covered (1 not previewed)`,
    /// or `reaches on, off (cases not declared)` when the cases are not known; for a file's
    /// `#Preview`s, `previews of App/Login/LoginView.swift`.
    public var summary: String {
        if let previewsFile { return "previews of \(previewsFile)" }
        guard let cases else {
            return reached.isEmpty ? "cases not declared" : "reaches \(reached.joined(separator: ", ")) (cases not declared)"
        }
        let covered = "\(cases.count - uncovered.count) of \(cases.count) cases covered"
        return notPreviewed.isEmpty ? covered : covered + " (\(notPreviewed.count) not previewed)"
    }

    /// What is wrong with marking `name` not previewed, or `nil` when the mark stands.
    private static func problem(with name: String, cases: [String]?, reached: Set<String>, marked: [String: NotPreviewed]) -> String? {
        guard let cases else {
            return "its ViewState lists no cases (not an enum, no DeclaresAllCases); remove the mark"
        }
        guard cases.contains(name) else {
            if let nearest = NearestName.to(name, among: cases) {
                return "not a case of its ViewState; did you mean .\(nearest)?"
            }
            return "not a case of its ViewState; its cases: " + cases.map { "." + $0 }.joined(separator: ", ")
        }
        if reached.contains(name) { return "a preview reaches it; remove the mark" }
        if marked[name] != nil { return "marked twice; keep one" }
        return nil
    }
}

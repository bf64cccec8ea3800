/// How one screen sorts its states into cases: every case there is, and the case of a state.
///
/// A screen that adopts ``DeclaresAllCases`` is taken at its word: its `StateCase` values are
/// the cases. Any other screen's cases are its `ViewState` enum's own, read from the type's
/// metadata (``CaseName/all(of:)``), and a state's case is the one the runtime names — so
/// `list`, `check` and `expectSnapshots(of:)` know every case with nothing written by hand.
///
/// ```swift
/// let naming = CaseNaming(LoginPreviews.self)
/// naming.cases                     // ["success", "error", "idle", "loading"]
/// naming.name(.error("…"))         // "error"
/// ```
package struct CaseNaming<State>: Sendable {
    /// Every case, or `nil` when the state is no enum and the screen declares none.
    package let cases: [String]?
    /// The case `state` is in, or `nil` when that cannot be said.
    package let name: @Sendable (State) -> String?

    package init<Previews: ScreenPreviews>(_ previews: Previews.Type) where Previews.ViewState == State {
        if let declaring = previews as? any DeclaresAllCases.Type {
            self.cases = declaring.declaredCaseNames
            self.name = Self.declaredNaming(declaring)
        } else {
            self.cases = CaseName.all(of: State.self)
            self.name = { CaseName.of($0) }
        }
    }

    private static func declaredNaming<Declaring: DeclaresAllCases>(_ declaring: Declaring.Type) -> @Sendable (State) -> String? {
        { state in (state as? Declaring.ViewState).map(Declaring.declaredCaseName(of:)) }
    }
}

extension ScreenCoverage {
    /// The coverage of `previews` whose states, resolved, are `states` (in the previews' order;
    /// `nil` for a scenario that timed out, whose case is unknown).
    package init<Previews: ScreenPreviews>(_ previews: Previews.Type, reaching states: [Previews.ViewState?]) {
        let naming = CaseNaming(previews)
        self.init(
            cases: naming.cases,
            reached: states.map { $0.flatMap(naming.name) },
            notPreviewed: Previews.notPreviewed,
            someStatesUnresolved: states.contains { $0 == nil }
        )
    }
}

/// A screen's previews that name every case of the screen's `ViewState`, so the catalog can
/// report each case no preview reaches — and the compiler notices a case added later.
///
/// Write a `CaseIterable` enum of the cases and a `switch` with no `default` that says which
/// case a state is in. A new `ViewState` case fails to compile until it gets a `StateCase`;
/// a new `StateCase` is uncovered (and fails `preview check`) until a preview reaches it.
///
/// ```swift
/// extension LoginPreviews: DeclaresAllCases {
///     public enum StateCase: CaseIterable { case idle, loading, success, error }
///
///     public static func stateCase(of state: LoginViewState) -> StateCase {
///         switch state {
///         case .idle: .idle
///         case .loading: .loading
///         case .success: .success
///         case .error: .error
///         }
///     }
/// }
/// ```
/// ```text
/// $ swift run preview list
/// Login: 5 states, 4 of 4 cases covered
/// ```
/// Case names are how the `StateCase` values print (`idle`, `error`).
public protocol DeclaresAllCases: ScreenPreviews {
    /// One value per case of `ViewState`, payloads aside.
    associatedtype StateCase: CaseIterable

    /// Which case `state` is in. Write it as a `switch` without `default`.
    static func stateCase(of state: ViewState) -> StateCase
}

extension DeclaresAllCases {
    /// Every declared case name, in declaration order.
    static var declaredCaseNames: [String] {
        StateCase.allCases.map { String(describing: $0) }
    }

    /// The declared case name of `state`.
    static func declaredCaseName(of state: ViewState) -> String {
        String(describing: stateCase(of: state))
    }
}

/// A screen's previews that say themselves which cases its state has — for a `ViewState` that
/// is not an enum, or to count cases the enum does not have.
///
/// A screen whose `ViewState` is an enum needs none of this: the catalog reads the enum's
/// cases from its metadata. A struct state has no cases to read, so a screen that wants
/// coverage for one names them here: a `CaseIterable` enum of the cases and a `switch` with no
/// `default` that says which case a state is in. A new case of what the `switch` reads fails
/// to compile until it gets a `StateCase`; a new `StateCase` is uncovered (and fails
/// `preview check` and `expectSnapshots(of:)`) until a preview reaches it or it is marked
/// ``NotPreviewed``. When a screen adopts this, its `StateCase` values are its cases, even if
/// the state is an enum: so an empty list can count apart from a loaded one.
///
/// ```swift
/// extension OrderListPreviews: DeclaresAllCases {
///     public enum StateCase: CaseIterable { case idle, loading, empty, loaded, failed }
///
///     public static func stateCase(of state: OrderState) -> StateCase {
///         switch state.orderList {
///         case .idle: .idle
///         case .loading: .loading
///         case .loaded(let orders): orders.isEmpty ? .empty : .loaded
///         case .failed: .failed
///         }
///     }
/// }
/// ```
/// ```text
/// $ swift run preview list OrderList
/// OrderList: 6 states × 3 variants (w40, w40@ascii, a11y), 5 of 5 cases covered
/// ```
/// Case names are the `StateCase` case names (`idle`, `empty`), in declaration order.
public protocol DeclaresAllCases: ScreenPreviews {
    /// One value per case of `ViewState`, payloads aside.
    associatedtype StateCase: CaseIterable

    /// Which case `state` is in. Write it as a `switch` without `default`.
    static func stateCase(of state: ViewState) -> StateCase
}

extension DeclaresAllCases {
    /// Every declared case name, in declaration order.
    static var declaredCaseNames: [String] {
        StateCase.allCases.map(caseName)
    }

    /// The declared case name of `state`.
    static func declaredCaseName(of state: ViewState) -> String {
        caseName(stateCase(of: state))
    }

    /// The case name of a `StateCase` value, even when it describes itself otherwise.
    private static func caseName(_ value: StateCase) -> String {
        CaseName.of(value) ?? String(describing: value)
    }
}

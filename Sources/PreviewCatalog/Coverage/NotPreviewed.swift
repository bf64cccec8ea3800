/// A case of a screen's `ViewState` that its previews leave out on purpose, and why.
///
/// A screen lists them in ``ScreenPreviews/notPreviewed``. `preview list` and `preview check`
/// show each one with its reason instead of failing on it, and so does `expectSnapshots(of:)`.
///
/// ```swift
/// enum LoginPreviews: ScreenPreviews {
///     // screenName, states and view(for:) as usual, then:
///     static var notPreviewed: [NotPreviewed] {
///         NotPreviewed("locked", because: "the server locks an account; no mock reaches it yet")
///     }
/// }
/// ```
/// ```text
/// $ swift run preview list Login
/// Login: 5 states × 3 variants (w40, w32, a11y), 5 of 5 cases covered (1 not previewed)
///   idle            .idle
///   …
///   not previewed: .locked — the server locks an account; no mock reaches it yet
/// ```
///
/// The name is checked against the cases: one that is not a case of the `ViewState` (with the
/// nearest case suggested), one a preview does reach, or one marked twice fails `check` and the
/// test, so a mark cannot outlive its reason unnoticed.
public struct NotPreviewed: Sendable, Equatable {
    /// The case's name, without the leading dot: `"locked"`.
    public let caseName: String
    /// Why no preview reaches it, shown after the name.
    public let reason: String

    /// Marks the case `caseName` (`"locked"` or `".locked"`) as not previewed, because `reason`.
    public init(_ caseName: String, because reason: String) {
        self.caseName = caseName.hasPrefix(".") ? String(caseName.dropFirst()) : caseName
        self.reason = reason
    }
}

extension ScreenPreviews {
    /// No case is left out on purpose unless the screen says so.
    public static var notPreviewed: [NotPreviewed] {
        return []
    }
}

/// Collects `NotPreviewed` lines into the array `ScreenPreviews.notPreviewed` returns.
@resultBuilder
public enum NotPreviewedBuilder {
    public static func buildExpression(_ mark: NotPreviewed) -> [NotPreviewed] { [mark] }
    public static func buildBlock(_ groups: [NotPreviewed]...) -> [NotPreviewed] { groups.flatMap { $0 } }
    public static func buildArray(_ groups: [[NotPreviewed]]) -> [NotPreviewed] { groups.flatMap { $0 } }
    public static func buildOptional(_ group: [NotPreviewed]?) -> [NotPreviewed] { group ?? [] }
    public static func buildEither(first group: [NotPreviewed]) -> [NotPreviewed] { group }
    public static func buildEither(second group: [NotPreviewed]) -> [NotPreviewed] { group }
}

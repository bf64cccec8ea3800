import ViewStateTesting
import ViewStateKit

/// How much a ``TestStore`` insists on.
///
/// ```swift
/// store.exhaustivity = .off                      // check only what the test asserts
/// store.exhaustivity = .off(showSkipped: true)   // …and list what was skipped, without failing
/// ```
public enum TestStoreExhaustivity: Equatable, Sendable {
    /// Every state change, every received action and every effect must be asserted; anything
    /// left over fails the test. For a feature's unit tests.
    case on
    /// Only what the test asserts is checked: `send`'s closure is applied to the actual new
    /// state and must not change it, `receive` skips actions until one matches, and actions or
    /// effects left at the end are fine. ``TestStore/state`` is still the state as of the last
    /// step; a step (`send`, `receive`, `store.assert`) first skips the actions received before
    /// it. For integration tests of a composed app that care about a few fields.
    ///
    /// With `showSkipped`, each thing skipped — a state change not asserted, an action skipped,
    /// an effect left running — is reported as an informational note (a Swift Testing warning;
    /// printed under XCTest), never a failure:
    ///
    /// ```text
    /// Skipped (non-exhaustive): receive(Feature.Action.loaded) skipped 1 received action:
    ///   • Feature.Action.progress(50)
    /// ```
    case off(showSkipped: Bool)

    /// Non-exhaustive, without listing what was skipped: `.off(showSkipped: false)`.
    public static let off = Self.off(showSkipped: false)

    var showsSkipped: Bool {
        if case .off(showSkipped: true) = self { true } else { false }
    }
}

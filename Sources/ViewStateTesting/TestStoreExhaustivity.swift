/// How much a ``TestStore`` insists on.
public enum TestStoreExhaustivity: Equatable, Sendable {
    /// Every state change, every received action and every effect must be asserted; anything
    /// left over fails the test. For a feature's unit tests.
    case on
    /// Only what the test asserts is checked: `send`'s closure is applied to the actual new
    /// state and must not change it, `receive` skips actions until one matches, and actions or
    /// effects left at the end are fine. For integration tests of a composed app that care
    /// about a few fields.
    case off
}

import Testing
import TextUI

/// Holds the no-silent-loss rule over every drawing a test makes: each `render` at 32 columns
/// or more (a phone's width and up) must show every text a person can read on the screen,
/// unless the screen hid it on purpose (see `LostText`). A lost text fails the test, named
/// with the view that lost it and the width.
///
/// ```swift
/// @MainActor @Suite(.drawsEveryReadableText) struct AgendaScreenTests { … }
/// ```
struct DrawsEveryReadableText: SuiteTrait, TestTrait, TestScoping {
    /// The narrowest drawing held to the rule; narrower ones (the width sweeps down to 0) may
    /// drop what has no room.
    static let minimumWidth = 32

    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard !test.isSuite else { return try await function() }
        let recorder = LostTextRecorder(minimumWidth: Self.minimumWidth)
        try await LostTextRecorder.$current.withValue(recorder) { try await function() }
        var reported: Set<String> = []
        for entry in recorder.lost where reported.insert("\(entry.lost)").inserted {
            let why = "\(entry.lost) is not in the drawing at width \(entry.width): something is drawn over it or left it no room"
            Issue.record(Comment(rawValue: why + "\n" + entry.drawing), sourceLocation: test.sourceLocation)
        }
    }
}

extension Trait where Self == DrawsEveryReadableText {
    /// Every drawing the test makes shows every readable text (see ``DrawsEveryReadableText``).
    static var drawsEveryReadableText: Self { Self() }
}

import TextUI

extension Catalog {
    /// One screen state drawn as text.
    public struct RenderedState: Sendable, Equatable {
        public let screen: String
        public let state: String
        public let width: Int
        public let text: String
        /// The `ViewState` case the state is in (see ``CaseName``), `nil` when the state is not an enum.
        public let caseName: String?
        /// What a screen reader announces on the state, in reading order.
        public var accessibility: [AccessibilityElement] = []
        /// The variant drawn; `text` is the accessibility transcript for ``PreviewVariant/a11y``.
        public var variant = PreviewVariant.standard

        /// The accessibility transcript: one line per element (see
        /// ``AccessibilityElement/transcriptLines``).
        public var accessibilityTranscript: String {
            accessibility.flatMap(\.transcriptLines).joined(separator: "\n")
        }
    }
}

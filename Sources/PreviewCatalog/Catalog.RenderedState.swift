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
        /// Set when the state's scenario did not finish in time; ``text`` is then empty.
        public let timedOut: ScenarioTimeout?
        /// What a screen reader announces on the state, in reading order.
        public var accessibility: [AccessibilityElement] = []
        /// The variant drawn; `text` is the accessibility transcript for ``PreviewVariant/a11y``.
        public var variant = PreviewVariant.standard
        /// The readable texts the drawing lost (see ``LostText``), when the drawing was the one
        /// that also described the state; `nil` for the other variants.
        package var lostTexts: [LostText]?

        public init(screen: String, state: String, width: Int, text: String, caseName: String?, timedOut: ScenarioTimeout? = nil) {
            self.screen = screen
            self.state = state
            self.width = width
            self.text = text
            self.caseName = caseName
            self.timedOut = timedOut
        }

        /// The accessibility transcript: one line per element (see
        /// ``AccessibilityElement/transcriptLines``).
        public var accessibilityTranscript: String {
            accessibility.flatMap(\.transcriptLines).joined(separator: "\n")
        }
    }
}

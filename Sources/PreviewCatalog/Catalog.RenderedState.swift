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

        public init(screen: String, state: String, width: Int, text: String, caseName: String?, timedOut: ScenarioTimeout? = nil) {
            self.screen = screen
            self.state = state
            self.width = width
            self.text = text
            self.caseName = caseName
            self.timedOut = timedOut
        }
    }
}

extension Catalog {
    /// One screen state drawn as text.
    public struct RenderedState: Sendable, Equatable {
        public let screen: String
        public let state: String
        public let width: Int
        public let text: String
        /// The `ViewState` case the state is in (see ``CaseName``), `nil` when the state is not an enum.
        public let caseName: String?
    }
}

extension ScreenCoverage {
    /// A ``NotPreviewed`` mark that cannot stand, and what is wrong with it.
    ///
    /// ```text
    /// .sucess — not a case of its ViewState; did you mean .success?
    /// .error — a preview reaches it; remove the mark
    /// ```
    public struct BadMark: Sendable, Equatable {
        /// The name as the mark gives it.
        public let caseName: String
        /// What is wrong and what to do, such as `a preview reaches it; remove the mark`.
        public let problem: String
    }
}

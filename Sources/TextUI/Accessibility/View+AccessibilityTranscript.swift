extension View {
    /// The elements a screen reader stops on, in reading order. See ``AccessibilityElement``.
    ///
    /// ```swift
    /// VStack { Text("ようこそ"); Button("ログイン") {} }.accessibilityElements().map(\.label)
    /// // ["ようこそ", "ログイン"]
    /// ```
    ///
    /// TextUI only: SwiftUI leaves the elements to VoiceOver; TextUI lists them so tests can read them.
    public func accessibilityElements() -> [AccessibilityElement] {
        AccessibilityTree.elements(of: makeNode(RenderContext(style: .unicode)))
    }

    /// What a screen reader announces on this view, one element per line in reading order:
    /// its kind (`Heading`, `Button`, `Text`, `Image`, `Tab, Selected` …), then its label
    /// and value, and an indented hint line where there is a hint. An image or button with
    /// nothing to say reads `no label`. Empty when nothing is read.
    ///
    /// ```swift
    /// NavigationStack {
    ///     VStack(alignment: .leading) {
    ///         Text("メールアドレスを入力してください。")
    ///         Button("ログイン") {}
    ///         Image(systemName: "chevron.right")
    ///     }
    ///     .navigationTitle("ログイン")
    /// }.accessibilityTranscript()
    /// ```
    /// ```text
    /// Heading: ログイン
    /// Text: メールアドレスを入力してください。
    /// Button: ログイン
    /// Image: Forward
    /// ```
    ///
    /// TextUI only: what VoiceOver would read, as text, for snapshots; SwiftUI has no such call.
    public func accessibilityTranscript() -> String {
        accessibilityElements().flatMap(\.transcriptLines).joined(separator: "\n")
    }
}

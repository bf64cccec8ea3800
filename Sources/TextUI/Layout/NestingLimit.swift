/// How deep views may nest. Views become layout nodes by recursion (a view lays out its
/// content, which lays out its own …), and each level takes room on the thread's stack; with
/// no limit, a few thousand nested views would overflow it and end the process. Past the
/// limit TextUI draws one line saying so in place of the deeper views, and draws the rest.
///
/// A level is a view: a stack, a modifier, a `ForEach`, and a view you write counts twice
/// (the view and its `body`). Real screens nest far less: with a limit of 80, every screen of
/// the test suite and the example app still draws whole. In a debug build 2,000 levels of
/// every view tried fit the main thread's 8 MiB stack and 3,000 of some did not, so 1,000
/// leaves room both ways.
enum NestingLimit {
    /// The most levels of views drawn.
    static let levels = 1_000

    /// What is drawn in place of views nested deeper than ``levels``.
    static let message = "Views nested more than \(levels) levels deep are not drawn: flatten the hierarchy."

    /// The line drawn in place of the deeper views, wrapped to the width like any text.
    static func node(_ context: RenderContext) -> any LayoutNode {
        TextNode(message, context: context.with(\.lineLimit, nil))
    }
}

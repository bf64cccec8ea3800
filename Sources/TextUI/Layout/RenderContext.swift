/// What a view reads while it becomes a layout node: the drawing style and the settings its
/// ancestors passed down (SwiftUI's environment, in short).
struct RenderContext {
    var style: RenderStyle
    /// The most lines a `Text` may take; `nil` means as many as it needs.
    var lineLimit: Int?
    /// How far a `Text` may shrink to fit (``View/minimumScaleFactor(_:)``); 1, not at all.
    var minimumScaleFactor = 1.0
    var textAlignment: TextAlignment = .leading
    /// The axis of the nearest enclosing stack: a `Spacer` or `Divider` follows it.
    var stackAxis: StackAxis = .vertical
    /// Where `navigationTitle` and `toolbar` record what the nearest screen frame shows.
    var navigationBar: NavigationBarContent?
    /// Buttons in a navigation bar or tab bar draw as plain text, without brackets.
    var drawsPlainButtons = false
    /// Inside a `List`, where an automatic-style button draws as a plain row.
    var isInList = false
    /// The case ``View/textCase(_:)`` draws text in; `nil` keeps it as written.
    var textCase: Text.Case?
    /// The control styles and settings the `…Style` modifiers and `controlSize` set.
    var controls = ControlSettings()
    /// The navigation stack and tab view around this view (see `NavigationEnvironment`).
    var navigation = NavigationEnvironment()
    /// The values `@Environment` reads (see ``EnvironmentValues``).
    var environment = EnvironmentValues()
    /// How many levels of views enclose this one (see ``NestingLimit``).
    var depth = 0
    /// Where `preference(key:value:)` records its value: the scope of the nearest view that
    /// reads preferences, if any does.
    var preferences: PreferenceScope?
    /// What keeps the views' `@State` from one drawing to the next, when a preview is drawn
    /// more than once (``StateCarrier``); `nil` for a single drawing.
    var stateCarrier: StateCarrier?

    init(style: RenderStyle) {
        self.style = style
    }

    /// This context with one setting changed.
    func with<Value>(_ keyPath: WritableKeyPath<RenderContext, Value>, _ value: Value) -> RenderContext {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}

enum StackAxis {
    case vertical, horizontal
}

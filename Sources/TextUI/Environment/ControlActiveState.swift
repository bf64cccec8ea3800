/// Whether a Mac window's controls are active (its window is key) or dimmed. A preview's one
/// window is key: `.key`.
///
/// ```swift
/// struct Sidebar: View {
///     @Environment(\.controlActiveState) var state
///     var body: some View { Text(state == .inactive ? "dimmed" : "active") }
/// }
/// ```
///
/// SwiftUI: enum ControlActiveState
public enum ControlActiveState: Hashable, CaseIterable, Sendable {
    /// SwiftUI: case key
    case key
    /// SwiftUI: case active
    case active
    /// SwiftUI: case inactive
    case inactive
}

private struct ControlActiveStateKey: EnvironmentKey {
    static let defaultValue = ControlActiveState.key
}

extension EnvironmentValues {
    /// Whether the window's controls are active; `.key` in a preview.
    ///
    /// SwiftUI: var controlActiveState: ControlActiveState { get set }
    public var controlActiveState: ControlActiveState {
        get { self[ControlActiveStateKey.self] }
        set { self[ControlActiveStateKey.self] = newValue }
    }
}

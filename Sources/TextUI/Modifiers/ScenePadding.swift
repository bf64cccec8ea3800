/// The kind of room that keeps a view off the edges of its scene (a window, a phone's screen).
///
/// SwiftUI: struct ScenePadding
public struct ScenePadding: Equatable, Sendable {
    /// The room in points on each side this kind asks for.
    let length: CGFloat

    /// The least room a scene's root view keeps from its edges: the default padding, 16
    /// points (two columns across, one row down).
    ///
    /// SwiftUI: static let minimum: ScenePadding
    public static let minimum = ScenePadding(length: 16)

    /// The room a navigation bar's content keeps from the screen's edges, the same 16 points.
    ///
    /// SwiftUI: static let navigationBar: ScenePadding
    public static let navigationBar = ScenePadding(length: 16)
}

extension View {
    /// Keeps this view off the scene's edges on the sides given, by the room a phone's screen
    /// gives its content: 16 points, two columns each side across and one row down.
    ///
    /// SwiftUI: func scenePadding(_ edges: Edge.Set = .all) -> some View
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        scenePadding(.minimum, edges: edges)
    }

    /// Keeps this view off the scene's edges on the sides given, by the room `padding` asks for.
    ///
    /// SwiftUI: func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.length)
    }
}

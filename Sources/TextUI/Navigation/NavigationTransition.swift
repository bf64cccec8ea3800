/// How a pushed or presented screen arrives (iOS 18's zoom from a tapped card). A text screen
/// draws no animation: the destination is drawn as it is shown, whatever its transition.
///
/// ```swift
/// NavigationLink { Detail(item) .navigationTransition(.zoom(sourceID: item.id, in: namespace)) } label: {
///     Card(item).matchedTransitionSource(id: item.id, in: namespace)
/// }
/// ```
///
/// SwiftUI: protocol NavigationTransition
public protocol NavigationTransition {}

/// The transition the system picks.
///
/// SwiftUI: struct AutomaticNavigationTransition
public struct AutomaticNavigationTransition: NavigationTransition, Sendable {}

/// A zoom from the view marked with the same id by ``View/matchedTransitionSource(id:in:)``.
///
/// SwiftUI: struct ZoomNavigationTransition
public struct ZoomNavigationTransition: NavigationTransition, Sendable {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// SwiftUI: static var automatic: AutomaticNavigationTransition { get }
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// SwiftUI: static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

extension View {
    /// How this screen arrives when pushed or presented; drawn as it was (see ``NavigationTransition``).
    ///
    /// SwiftUI: func navigationTransition(_ style: some NavigationTransition) -> some View
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// Marks this view as where a zoom transition with the same `id` starts; drawn as it was.
    ///
    /// SwiftUI: func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
}

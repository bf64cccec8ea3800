/// The points of a view an anchor can name; each reads at the origin in text (see ``Anchor``).
extension Anchor.Source where Value == CGPoint {
    /// SwiftUI: static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(value: p) }
    /// SwiftUI: static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(value: .zero) }
    /// SwiftUI: static var topLeading: Anchor<CGPoint>.Source { get }
    public static var topLeading: Anchor<CGPoint>.Source { .unitPoint(.topLeading) }
    /// SwiftUI: static var top: Anchor<CGPoint>.Source { get }
    public static var top: Anchor<CGPoint>.Source { .unitPoint(.top) }
    /// SwiftUI: static var topTrailing: Anchor<CGPoint>.Source { get }
    public static var topTrailing: Anchor<CGPoint>.Source { .unitPoint(.topTrailing) }
    /// SwiftUI: static var leading: Anchor<CGPoint>.Source { get }
    public static var leading: Anchor<CGPoint>.Source { .unitPoint(.leading) }
    /// SwiftUI: static var center: Anchor<CGPoint>.Source { get }
    public static var center: Anchor<CGPoint>.Source { .unitPoint(.center) }
    /// SwiftUI: static var trailing: Anchor<CGPoint>.Source { get }
    public static var trailing: Anchor<CGPoint>.Source { .unitPoint(.trailing) }
    /// SwiftUI: static var bottomLeading: Anchor<CGPoint>.Source { get }
    public static var bottomLeading: Anchor<CGPoint>.Source { .unitPoint(.bottomLeading) }
    /// SwiftUI: static var bottom: Anchor<CGPoint>.Source { get }
    public static var bottom: Anchor<CGPoint>.Source { .unitPoint(.bottom) }
    /// SwiftUI: static var bottomTrailing: Anchor<CGPoint>.Source { get }
    public static var bottomTrailing: Anchor<CGPoint>.Source { .unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// One source for several: the anchor reads each.
    ///
    /// SwiftUI: init<T>(_ array: [Anchor<T>.Source]) where Value == [T]
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] { self.init(value: array.map(\.value)) }

    /// A source that may be absent.
    ///
    /// SwiftUI: init<T>(_ anchor: Anchor<T>.Source?) where Value == T?
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? { self.init(value: anchor?.value) }
}

extension GeometryProxy {
    /// What `anchor` reads in this reader's space (see ``Anchor``).
    ///
    /// SwiftUI: subscript<T>(anchor: Anchor<T>) -> T { get }
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}

extension View {
    /// Hands an anchor of this view up the tree as a preference, turned into `K`'s value by
    /// `transform`: an overlay elsewhere can then read it (`proxy[anchor]`).
    ///
    /// SwiftUI: nonisolated func anchorPreference<A, K>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View where K : PreferenceKey
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        preference(key: K.self, value: transform(Anchor(value: value.value)))
    }

    /// Changes the preference `K` with an anchor of this view.
    ///
    /// SwiftUI: nonisolated func transformAnchorPreference<A, K>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View where K : PreferenceKey
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        let anchor = Anchor(value: value.value)
        return transformPreference(K.self) { transform(&$0, anchor) }
    }
}

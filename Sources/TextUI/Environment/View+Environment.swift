import Observation

extension View {
    /// Sets the environment value at `keyPath` for this view and every view inside it.
    ///
    /// ```swift
    /// struct Mode: View {
    ///     @Environment(\.colorScheme) private var colorScheme
    ///     var body: some View { Text("\(colorScheme)") }
    /// }
    ///
    /// VStack(alignment: .leading) {
    ///     Mode()
    ///     Mode().environment(\.colorScheme, .dark)
    /// }.render()
    /// ```
    /// ```text
    /// light
    /// dark
    /// ```
    ///
    /// SwiftUI: View.environment(_:_:)
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentModifiedView(self) { $0.environment[keyPath: keyPath] = value }
    }

    /// Changes the environment value at `keyPath` for this view and every view inside it.
    ///
    /// SwiftUI: View.transformEnvironment(_:transform:)
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        EnvironmentModifiedView(self) { transform(&$0.environment[keyPath: keyPath]) }
    }

    /// Places an `@Observable` object for the views inside to read with
    /// `@Environment(T.self)`; `nil` removes one an ancestor placed.
    ///
    /// ```swift
    /// @Observable final class Library { var name = "Kyoto Library" }
    ///
    /// struct LibraryName: View {
    ///     @Environment(Library.self) private var library
    ///     var body: some View { Text(library.name) }
    /// }
    ///
    /// LibraryName().environment(Library()).render()
    /// ```
    /// ```text
    /// Kyoto Library
    /// ```
    ///
    /// SwiftUI: View.environment(_:) (Observable object)
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentModifiedView(self) { $0.environment.setObject(object, as: T.self) }
    }
}

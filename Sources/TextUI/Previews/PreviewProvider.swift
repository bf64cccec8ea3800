/// The older way a screen file shows its previews in Xcode: a type whose static ``previews``
/// holds the screen in a few states. It compiles here unchanged, and a test or a catalog can
/// render `MyScreen_Previews.previews` as text. (The `#Preview` macro cannot be mirrored: a
/// macro needs a compiler plugin, and TextUI has no package dependencies.)
///
/// ```swift
/// struct Badge_Previews: PreviewProvider {
///     static var previews: some View {
///         Text("New").previewDisplayName("Badge")
///     }
/// }
///
/// Badge_Previews.previews.render()
/// ```
/// ```text
/// New
/// ```
///
/// SwiftUI: @MainActor @preconcurrency protocol PreviewProvider
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of ``previews``.
    ///
    /// SwiftUI: PreviewProvider.Previews
    associatedtype Previews: View

    /// The views to preview; a `Group` of them previews each.
    ///
    /// SwiftUI: PreviewProvider.previews
    @ViewBuilder static var previews: Previews { get }

    /// The platform to preview on; `nil` (the default) for the one the file builds for.
    ///
    /// SwiftUI: PreviewProvider.platform
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// `nil`: the platform the file builds for.
    ///
    /// SwiftUI: PreviewProvider.platform
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a ``PreviewProvider`` may name; text draws the same on each.
///
/// SwiftUI: enum PreviewPlatform
public enum PreviewPlatform: Hashable, Sendable {
    /// SwiftUI: PreviewPlatform.iOS
    case iOS
    /// SwiftUI: PreviewPlatform.macOS
    case macOS
    /// SwiftUI: PreviewPlatform.tvOS
    case tvOS
    /// SwiftUI: PreviewPlatform.watchOS
    case watchOS
}

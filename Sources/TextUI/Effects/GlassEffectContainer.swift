import Foundation

/// iOS 26's container that lets the Liquid Glass shapes inside blend into one another. Text has
/// no glass to blend, so it draws its content as it is.
///
/// ```swift
/// GlassEffectContainer(spacing: 10) {
///     HStack { Text("Bold").glassEffect(); Text("Italic").glassEffect() }
/// }.render()   // "Bold Italic"
/// ```
///
/// SwiftUI: @MainActor @preconcurrency struct GlassEffectContainer<Content> where Content : View
public struct GlassEffectContainer<Content: View>: View {
    private let content: Content

    /// A container whose glass shapes blend when they come within `spacing` points.
    ///
    /// SwiftUI: @MainActor @preconcurrency init(spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content, as it is.
    ///
    /// SwiftUI: var body: some View { get }
    public var body: some View { content }
}

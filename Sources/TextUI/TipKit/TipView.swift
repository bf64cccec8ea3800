#if !canImport(UIKit)
import Foundation

/// A tip in the screen's layout, drawn as a box as wide as the screen (as on a phone) holding
/// its title (after its image), its message and its actions; nothing once the tip is
/// invalidated or tips are hidden.
///
/// ```swift
/// struct FavoritesTip: Tip {
///     var title: Text { Text("Save as a favourite") }
///     var message: Text? { Text("Tap the star to keep this trail.") }
/// }
/// TipView(FavoritesTip()).render()
/// ```
/// ```text
/// ╭──────────────────────────────────────╮
/// │ Save as a favourite                  │
/// │ Tap the star to keep this trail.     │
/// ╰──────────────────────────────────────╯
/// ```
///
/// TipKit: @MainActor @preconcurrency struct TipView<Content> where Content : Tip
@MainActor @preconcurrency
public struct TipView<Content: Tip>: View {
    let tip: Content
    let action: @MainActor @Sendable (Tips.Action) -> Void

    /// TipKit: @MainActor @preconcurrency init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in })
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.action = action
    }

    /// The box, or nothing when the tip is not shown.
    ///
    /// TipKit: @MainActor @preconcurrency var body: some View { get }
    public var body: some View {
        if tip.shouldDisplay {
            TipBox(tip: tip, action: action)
        }
    }
}

/// A tip's box: its title (after its image), message and action buttons; unboxed in a popover,
/// whose frame is the box.
struct TipBox: View {
    let tip: any Tip
    var isBoxed = true
    let action: @MainActor @Sendable (Tips.Action) -> Void

    var body: some View {
        if isBoxed {
            GroupBox { content } label: { title }
        } else {
            VStack(alignment: .leading, spacing: 0) { title; content }
        }
    }

    @ViewBuilder var title: some View {
        if let image = tip.image {
            HStack { image; tip.title }
        } else {
            tip.title
        }
    }

    @ViewBuilder var content: some View {
        if let message = tip.message { message }
        ForEach(tip.actions) { tipAction in
            Button(action: { tipAction.handler(); action(tipAction) }) { tipAction.label() }
        }
    }
}

extension View {
    /// The view, with the tip shown as a popover from it while the tip is shown (as a phone
    /// shows a tip on the app's first launch); as the view alone once it is not.
    ///
    /// SwiftUI: @preconcurrency nonisolated func popoverTip(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) -> some View
    public func popoverTip(
        _ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }
    ) -> some View {
        PopoverTip(content: self, tip: tip, action: action)
    }
}

/// A view with a tip presented from it, decided when it is drawn.
struct PopoverTip<Content: View>: View {
    let content: Content
    let tip: (any Tip)?
    let action: @MainActor @Sendable (Tips.Action) -> Void

    var body: some View {
        content.presenting(sheet: tip.flatMap { $0.shouldDisplay ? TipBox(tip: $0, isBoxed: false, action: action) : nil })
    }
}
#endif

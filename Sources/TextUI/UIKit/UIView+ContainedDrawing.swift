#if !canImport(UIKit)
extension UIView {
    /// What a phone shows of this view inside a UIKit container TextUI draws (a stack view's
    /// arranged subview, a collection view's cell, a representable's plain container): a view
    /// TextUI draws itself (a label, an image view, a stack), a hosting controller's SwiftUI
    /// content, a video layer's player, else the first of those in its subviews; `nil` when it
    /// holds none of them, or is hidden.
    var containedDrawing: AnyView? {
        if isHidden { return nil }
        if let drawn = self as? any DrawnPlatformView { return drawn.drawing }
        if let hosting = self as? HostingView { return AnyView(HostedContent(hosting: hosting)) }
        if let player = layer.playerLayer?.player { return AnyView(VideoPlayer(player: player)) }
        for subview in subviews {
            if let drawing = subview.containedDrawing { return drawing }
        }
        return nil
    }

    /// The view drawn in a container's place: its ``containedDrawing``, else, for a view of the
    /// app's own class, the line naming it; a plain empty `UIView` (a spacer) draws nothing.
    var drawingInContainer: AnyView? {
        if let drawing = containedDrawing { return drawing }
        if isHidden || type(of: self) == UIView.self { return nil }
        return AnyView(PlatformViewPlaceholder.line(naming: String(describing: type(of: self))))
    }
}

extension CALayer {
    /// This layer, if it plays a video, else the first sublayer that does.
    var playerLayer: AVPlayerLayer? {
        if let player = self as? AVPlayerLayer { return player }
        for sublayer in sublayers ?? [] {
            if let found = sublayer.playerLayer { return found }
        }
        return nil
    }
}

/// A hosting controller's SwiftUI content, drawn where its view stands in a UIKit container.
struct HostedContent: View, MultiView {
    let hosting: HostingView

    /// TextUI only: a view TextUI draws itself has no body.
    var body: Never { fatalError("HostedContent has no body") }

    func makeNodes(_ context: RenderContext) -> [any LayoutNode] {
        hosting.rootNodes(context)
    }
}
#endif

// An image loaded from a URL. TextUI fetches nothing, so every AsyncImage is drawn as it is
// while its image loads: the placeholder, or the phase closure given `.empty`.

/// An image loaded from a URL, drawn as a person sees it while it loads: TextUI fetches
/// nothing, so the placeholder shows (the content closure is not called).
///
/// ```swift
/// HStack {
///     AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
///         image.resizable().scaledToFit()
///     } placeholder: {
///         ProgressView()
///     }
///     Text("Kōhī Roasters")
/// }
/// ```
/// ```text
/// ⟳ Kōhī Roasters
/// ```
/// The phase form draws what its closure gives for `.empty`; the plain `AsyncImage(url:)`
/// draws SwiftUI's grey placeholder as blank cells, filling its frame.
///
/// SwiftUI: struct AsyncImage<Content> where Content : View
public struct AsyncImage<Content: View>: View, PrimitiveView {
    /// What shows while loading; `nil` for the plain form, whose placeholder is blank.
    let loading: Content?

    /// The image at `url`, a grey placeholder until it loads.
    ///
    /// SwiftUI: AsyncImage.init(url:scale:)
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        loading = nil
    }

    /// The image at `url` handed to `content` once loaded; `placeholder` until then.
    ///
    /// SwiftUI: AsyncImage.init(url:scale:content:placeholder:)
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == ConditionalContent<I, P> {
        loading = ConditionalContent(storage: .second(placeholder()))
    }

    /// The view `content` gives for each phase of loading; here always `.empty`.
    ///
    /// SwiftUI: AsyncImage.init(url:scale:transaction:content:)
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        loading = content(.empty)
    }

    /// TextUI only: a view TextUI draws itself has no body.
    public var body: Never { fatalError("AsyncImage has no body") }

    func makeNode(_ context: RenderContext) -> any LayoutNode {
        loading?.makeNode(context) ?? PaintNode()
    }
}

/// Where an ``AsyncImage`` is in loading its image.
///
/// SwiftUI: enum AsyncImagePhase
public enum AsyncImagePhase: Sendable {
    /// No image yet.
    ///
    /// SwiftUI: AsyncImagePhase.empty
    case empty
    /// The image loaded.
    ///
    /// SwiftUI: AsyncImagePhase.success(_:)
    case success(Image)
    /// Loading failed.
    ///
    /// SwiftUI: AsyncImagePhase.failure(_:)
    case failure(any Error)

    /// The loaded image, if any.
    ///
    /// SwiftUI: AsyncImagePhase.image
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// Why loading failed, if it did.
    ///
    /// SwiftUI: AsyncImagePhase.error
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// The context of a state change: the animation it runs with. Text draws each state as it is.
///
/// SwiftUI: struct Transaction
public struct Transaction: Sendable {
    /// The animation of the change, if any.
    ///
    /// SwiftUI: Transaction.animation
    public var animation: Animation?
    /// Whether animations the views ask for are turned off.
    ///
    /// SwiftUI: Transaction.disablesAnimations
    public var disablesAnimations = false

    /// SwiftUI: Transaction.init()
    public init() {}

    /// SwiftUI: Transaction.init(animation:)
    public init(animation: Animation?) {
        self.animation = animation
    }
}

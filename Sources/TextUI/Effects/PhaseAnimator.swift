// iOS 17's phase animations: a view that cycles through phases, each a step of an animation.
// A preview is one still frame, so TextUI draws the view in its first phase — the phase a phone
// shows before anything has moved — and never advances it, whatever the trigger.

/// A view that cycles through `phases`, drawn in the first one.
///
/// ```swift
/// enum Pulse: CaseIterable { case rest, grow }
/// PhaseAnimator(Pulse.allCases) { phase in Text(phase == .rest ? "●" : "⬤") }.render()
/// ```
/// ```text
/// ●
/// ```
///
/// SwiftUI: nonisolated struct PhaseAnimator<Phase, Content> where Phase : Equatable, Content : View
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let firstPhase: Phase?
    let content: (Phase) -> Content

    /// Cycles through `phases` continuously; drawn in the first.
    ///
    /// SwiftUI: nonisolated init(_ phases: some Sequence<Phase>, @ContentBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default })
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        firstPhase = phases.first { _ in true }
        self.content = content
    }

    /// Moves to the next of `phases` each time `trigger` changes; drawn in the first.
    ///
    /// SwiftUI: nonisolated init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ContentBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default })
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.init(phases, content: content, animation: animation)
    }

    /// The content in the first phase; nothing when there are no phases (SwiftUI shows a warning).
    ///
    /// SwiftUI: PhaseAnimator.body
    public var body: some View {
        if let firstPhase { content(firstPhase) }
    }
}

extension View {
    /// Animates effects on this view through `phases` continuously; drawn in the first phase.
    ///
    /// SwiftUI: nonisolated func phaseAnimator<Phase>(_ phases: some Sequence, @ContentBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where Phase : Equatable
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let view = self
        return PhaseAnimator(phases, content: { content(PlaceholderContentView(make: { view.makeNodes($0) }), $0) }, animation: animation)
    }

    /// Animates effects on this view through `phases`, a step each time `trigger` changes;
    /// drawn in the first phase.
    ///
    /// SwiftUI: nonisolated func phaseAnimator<Phase>(_ phases: some Sequence, trigger: some Equatable, @ContentBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where Phase : Equatable
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        phaseAnimator(phases, content: content, animation: animation)
    }
}

import TextUI

extension Catalog {
    /// One registered screen with its states, types erased so screens of any state mix.
    public struct Screen: Sendable {
        /// A state once resolved: its case and how to draw it, or the timeout its scenario hit.
        package struct Reached: Sendable {
            let caseName: String?
            let draw: @MainActor @Sendable (_ width: Int, _ height: Int?, _ style: RenderStyle) -> String
            /// What a screen reader announces on the state, in reading order.
            let describe: @MainActor @Sendable () -> [AccessibilityElement]
            var timedOut: ScenarioTimeout?
        }

        public let name: String
        public let stateNames: [String]
        /// Every case of the screen's `ViewState` (see ``ScreenCoverage/cases``); `nil` when
        /// the state is no enum and its previews declare no cases.
        public let cases: [String]?
        /// The cases the screen leaves out on purpose.
        public let notPreviewed: [NotPreviewed]
        /// The variants the screen is checked in (see ``DeclaresVariants``); `[.standard]`
        /// when its previews declare none.
        public let variants: [PreviewVariant]
        let reach: @MainActor @Sendable (_ index: Int, _ timeout: Duration?) async -> Reached

        init<Previews: ScreenPreviews>(_ previews: Previews.Type) {
            let states = Previews.states
            let naming = CaseNaming(previews)
            self.name = Previews.screenName
            self.stateNames = states.map(\.name)
            self.cases = naming.cases
            self.notPreviewed = Previews.notPreviewed
            self.variants = Previews.checkedVariants
            let screenName = Previews.screenName
            self.reach = { index, timeout in
                switch await states[index].resolve(screen: screenName, timeout: timeout) {
                case .success(let state):
                    return Reached(
                        caseName: naming.name(state),
                        draw: { width, height, style in Previews.view(for: state).render(width: width, height: height, style: style) },
                        describe: { Previews.view(for: state).accessibilityElements() }
                    )
                case .failure(let timedOut):
                    return Reached(caseName: nil, draw: { _, _, _ in "" }, describe: { [] }, timedOut: timedOut)
                }
            }
        }

        /// Renders the state at `index`, running its scenario. A scenario that sets no timeout
        /// of its own gets `timeout` (default ``ScenarioTimeout/defaultTimeout``); one that
        /// runs out of time gives empty text and ``RenderedState/timedOut``.
        @MainActor
        public func render(_ index: Int, width: Int, style: RenderStyle, timeout: Duration? = nil) async -> RenderedState {
            rendered(await reach(index, timeout), index, in: PreviewVariant(width: width, style: style))
        }

        /// The state at `index` resolved (its scenario run, within `timeout` as in
        /// ``render(_:width:style:timeout:)``), ready to draw in any variant.
        @MainActor
        package func resolve(_ index: Int, timeout: Duration? = nil) async -> Reached {
            await reach(index, timeout)
        }

        /// A resolved state drawn in `variant`: the drawing, or for ``PreviewVariant/a11y``
        /// the accessibility transcript; empty text and ``RenderedState/timedOut`` when its
        /// scenario ran out of time. `accessibility` is the state's `describe()`, when the
        /// caller keeps it for several variants.
        @MainActor
        package func rendered(
            _ reached: Reached, _ index: Int, in variant: PreviewVariant, accessibility: [AccessibilityElement]? = nil
        ) -> RenderedState {
            let accessibility = accessibility ?? reached.describe()
            var state = RenderedState(
                screen: name, state: stateNames[index], width: variant.width,
                text: variant.isAccessibility
                    ? accessibility.flatMap(\.transcriptLines).joined(separator: "\n")
                    : reached.draw(variant.width, variant.height, variant.style),
                caseName: reached.caseName, timedOut: reached.timedOut
            )
            state.accessibility = accessibility
            state.variant = variant
            return state
        }

        /// Which cases the states reach; runs every scenario once.
        @MainActor
        public func coverage() async -> ScreenCoverage {
            var reached: [String?] = []
            for index in stateNames.indices {
                reached.append(await reach(index, nil).caseName)
            }
            return ScreenCoverage(cases: cases, reached: reached, notPreviewed: notPreviewed)
        }
    }
}

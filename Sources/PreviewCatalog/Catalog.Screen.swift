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
            /// `draw` in Unicode and `describe` from one layout of the view, with the readable
            /// texts the drawing lost.
            let drawAndDescribe: @MainActor @Sendable (_ width: Int, _ height: Int?)
                -> (text: String, accessibility: [AccessibilityElement], lostTexts: [LostText])
            var timedOut: ScenarioTimeout?

            /// The text of `variant` (the transcript for ``PreviewVariant/a11y``) and the state's
            /// accessibility elements — `known` when the caller kept them — from as few layouts
            /// as it takes: one, unless the elements are new and the variant is ASCII. The texts
            /// the drawing lost come with a Unicode drawing that also described the state.
            @MainActor
            func drawing(_ variant: PreviewVariant, accessibility known: [AccessibilityElement]?)
                -> (text: String, accessibility: [AccessibilityElement], lostTexts: [LostText]?) {
                if known == nil, !variant.isAccessibility, variant.style == .unicode {
                    let both = drawAndDescribe(variant.width, variant.height)
                    return (both.text, both.accessibility, both.lostTexts)
                }
                let accessibility = known ?? describe()
                let text = variant.isAccessibility
                    ? accessibility.flatMap(\.transcriptLines).joined(separator: "\n")
                    : draw(variant.width, variant.height, variant.style)
                return (text, accessibility, nil)
            }
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
                        describe: { Previews.view(for: state).accessibilityElements() },
                        drawAndDescribe: { width, height in Previews.view(for: state).renderAndDescribe(width: width, height: height) }
                    )
                case .failure(let timedOut):
                    return Reached(caseName: nil, draw: { _, _, _ in "" }, describe: { [] }, drawAndDescribe: { _, _ in ("", [], []) }, timedOut: timedOut)
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
            let drawing = reached.drawing(variant, accessibility: accessibility)
            var state = RenderedState(
                screen: name, state: stateNames[index], width: variant.width,
                text: drawing.text, caseName: reached.caseName, timedOut: reached.timedOut
            )
            state.accessibility = drawing.accessibility
            state.lostTexts = drawing.lostTexts
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

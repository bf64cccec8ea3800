import TextUI

extension Catalog {
    /// One registered screen with its states, types erased so screens of any state mix.
    public struct Screen: Sendable {
        /// A state once resolved: its case and how to draw it.
        package struct Reached: Sendable {
            let caseName: String?
            let draw: @Sendable (_ width: Int, _ height: Int?, _ style: RenderStyle) -> String
            /// What a screen reader announces on the state, in reading order.
            let describe: @Sendable () -> [AccessibilityElement]
        }

        public let name: String
        public let stateNames: [String]
        /// Every case of the screen's `ViewState`, when its previews declare them.
        public let declaredCases: [String]?
        /// The variants the screen is checked in (see ``DeclaresVariants``); `[.standard]`
        /// when its previews declare none.
        public let variants: [PreviewVariant]
        let reach: @MainActor @Sendable (_ index: Int) async -> Reached

        init<Previews: ScreenPreviews>(_ previews: Previews.Type) {
            let states = Previews.states
            let naming = Self.caseNaming(previews)
            self.name = Previews.screenName
            self.stateNames = states.map(\.name)
            self.declaredCases = naming.declared
            var seen: Set<PreviewVariant> = []
            let declared = ((previews as? any DeclaresVariants.Type)?.variants ?? []).filter { seen.insert($0).inserted }
            self.variants = declared.isEmpty ? [.standard] : declared
            self.reach = { index in
                let state = await states[index].resolve()
                return Reached(
                    caseName: naming.name(state),
                    draw: { width, height, style in Previews.view(for: state).render(width: width, height: height, style: style) },
                    describe: { Previews.view(for: state).accessibilityElements() }
                )
            }
        }

        /// Renders the state at `index`, running its scenario.
        @MainActor
        public func render(_ index: Int, width: Int, style: RenderStyle) async -> RenderedState {
            rendered(await reach(index), index, in: PreviewVariant(width: width, style: style))
        }

        /// The state at `index` resolved (its scenario run), ready to draw in any variant.
        @MainActor
        package func resolve(_ index: Int) async -> Reached {
            await reach(index)
        }

        /// A resolved state drawn in `variant`: the drawing, or for ``PreviewVariant/a11y``
        /// the accessibility transcript.
        package func rendered(_ reached: Reached, _ index: Int, in variant: PreviewVariant) -> RenderedState {
            let accessibility = reached.describe()
            var state = RenderedState(
                screen: name, state: stateNames[index], width: variant.width,
                text: variant.isAccessibility
                    ? accessibility.flatMap(\.transcriptLines).joined(separator: "\n")
                    : reached.draw(variant.width, variant.height, variant.style),
                caseName: reached.caseName, accessibility: accessibility
            )
            state.variant = variant
            return state
        }

        /// Which cases the states reach; runs every scenario once.
        @MainActor
        public func coverage() async -> ScreenCoverage {
            var reached: [String?] = []
            for index in stateNames.indices {
                reached.append(await reach(index).caseName)
            }
            return ScreenCoverage(declared: declaredCases, reached: reached)
        }

        /// The declared cases and the declared naming when `Previews` declares its cases,
        /// otherwise no declaration and names found by reflection.
        private static func caseNaming<Previews: ScreenPreviews>(
            _ previews: Previews.Type
        ) -> (declared: [String]?, name: @Sendable (Previews.ViewState) -> String?) {
            guard let declaring = previews as? any DeclaresAllCases.Type else {
                return (nil, { CaseName.of($0) })
            }
            return (declaring.declaredCaseNames, declaredNaming(declaring, for: Previews.ViewState.self))
        }

        private static func declaredNaming<Declaring: DeclaresAllCases, State>(
            _ declaring: Declaring.Type, for _: State.Type
        ) -> @Sendable (State) -> String? {
            { state in (state as? Declaring.ViewState).map(Declaring.declaredCaseName(of:)) }
        }
    }
}

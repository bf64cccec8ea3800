import TextUI

extension Catalog {
    /// One registered screen with its states, types erased so screens of any state mix.
    public struct Screen: Sendable {
        /// A state once resolved: its case and how to draw it, or the timeout its scenario hit.
        struct Reached: Sendable {
            let caseName: String?
            let draw: @Sendable (_ width: Int, _ style: RenderStyle) -> String
            var timedOut: ScenarioTimeout?
        }

        public let name: String
        public let stateNames: [String]
        /// Every case of the screen's `ViewState` (see ``ScreenCoverage/cases``); `nil` when
        /// the state is no enum and its previews declare no cases.
        public let cases: [String]?
        /// The cases the screen leaves out on purpose.
        public let notPreviewed: [NotPreviewed]
        let reach: @MainActor @Sendable (_ index: Int, _ timeout: Duration?) async -> Reached

        init<Previews: ScreenPreviews>(_ previews: Previews.Type) {
            let states = Previews.states
            let naming = CaseNaming(previews)
            self.name = Previews.screenName
            self.stateNames = states.map(\.name)
            self.cases = naming.cases
            self.notPreviewed = Previews.notPreviewed
            let screenName = Previews.screenName
            self.reach = { index, timeout in
                switch await states[index].resolve(screen: screenName, timeout: timeout) {
                case .success(let state):
                    return Reached(caseName: naming.name(state)) { width, style in
                        Previews.text(for: state, width: width, style: style)
                    }
                case .failure(let timedOut):
                    return Reached(caseName: nil, draw: { _, _ in "" }, timedOut: timedOut)
                }
            }
        }

        /// Renders the state at `index`, running its scenario. A scenario that sets no timeout
        /// of its own gets `timeout` (default ``ScenarioTimeout/defaultTimeout``); one that
        /// runs out of time gives empty text and ``RenderedState/timedOut``.
        @MainActor
        public func render(_ index: Int, width: Int, style: RenderStyle, timeout: Duration? = nil) async -> RenderedState {
            let reached = await reach(index, timeout)
            return RenderedState(
                screen: name, state: stateNames[index], width: width,
                text: reached.draw(width, style), caseName: reached.caseName, timedOut: reached.timedOut
            )
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

import Foundation
import TextUI

extension Catalog {
    /// One registered screen with its states, types erased so screens of any state mix.
    public struct Screen: Sendable {
        /// A state once resolved: its case and how to draw it, or the timeout its scenario hit.
        package struct Reached: Sendable {
            package let caseName: String?
            /// The drawing of a variant (never the transcript).
            package let draw: @MainActor @Sendable (_ variant: PreviewVariant) -> String
            /// What a screen reader announces on the state in a variant's locale, in reading order.
            package let describe: @MainActor @Sendable (_ variant: PreviewVariant) -> [AccessibilityElement]
            /// `draw` in Unicode and `describe` from one layout of the view, with the readable
            /// texts the drawing lost.
            package let drawAndDescribe: @MainActor @Sendable (_ variant: PreviewVariant)
                -> (text: String, accessibility: [AccessibilityElement], lostTexts: [LostText])
            package var timedOut: ScenarioTimeout?

            /// The text of `variant` (the transcript for ``PreviewVariant/a11y``) and the state's
            /// accessibility elements — `known` when the caller kept them, which are the screen's
            /// own locale's: a variant in a locale of its own describes the state again — from as
            /// few layouts as it takes: one, unless the elements are new and the variant is ASCII.
            /// The texts the drawing lost come with a Unicode drawing that also described the state.
            @MainActor
            package func drawing(_ variant: PreviewVariant, accessibility known: [AccessibilityElement]?)
                -> (text: String, accessibility: [AccessibilityElement], lostTexts: [LostText]?) {
                let known = variant.locale == nil ? known : nil
                if known == nil, !variant.isAccessibility, variant.style == .unicode {
                    let both = drawAndDescribe(variant)
                    return (both.text, both.accessibility, both.lostTexts)
                }
                let accessibility = known ?? describe(variant)
                let text = variant.isAccessibility ? accessibility.flatMap(\.transcriptLines).joined(separator: "\n") : draw(variant)
                return (text, accessibility, nil)
            }
        }

        public let name: String
        public let stateNames: [String]
        /// Each state's own scenario timeout, in state order; `nil` where the state takes the
        /// run's (`--timeout`, else ``ScenarioTimeout/defaultTimeout``).
        package let stateTimeouts: [Duration?]
        /// Every case of the screen's `ViewState` (see ``ScreenCoverage/cases``); `nil` when
        /// the state is no enum and its previews declare no cases.
        public let cases: [String]?
        /// The cases the screen leaves out on purpose.
        public let notPreviewed: [NotPreviewed]
        /// The variants the screen is checked in (see ``DeclaresVariants``); `[.standard]`
        /// when its previews declare none.
        public let variants: [PreviewVariant]
        let reach: @MainActor @Sendable (_ index: Int, _ timeout: Duration?) async -> Reached
        /// The file whose `#Preview`s the screen shows (``FilePreviews``), `nil` for a catalog.
        package let previewsFile: String?

        /// The screen of `previews`, checked in `variants` when given, else in the variants
        /// they declare; drawn in `catalogLocale` unless it or a variant declares its own (see
        /// ``Catalog/init(_:previews:locale:)``).
        init<Previews: ScreenPreviews>(_ previews: Previews.Type, variants: [PreviewVariant]? = nil, locale catalogLocale: Locale? = nil) {
            let states = Previews.states
            let naming = CaseNaming(previews)
            self.name = Previews.screenName
            self.stateNames = states.map(\.name)
            self.stateTimeouts = states.map(\.timeout)
            self.cases = naming.cases
            self.notPreviewed = Previews.notPreviewed
            self.variants = variants ?? Previews.checkedVariants
            self.previewsFile = (previews as? any FilePreviews.Type)?.sourcePath
            let screenName = Previews.screenName
            self.reach = { index, timeout in
                switch await states[index].resolve(screen: screenName, timeout: timeout) {
                case .success(let state):
                    return Reached(
                        caseName: naming.name(state),
                        draw: { variant in
                            var drawing = variant
                            drawing.isAccessibility = false
                            return drawing.snapshotText(of: Previews.view(for: state), in: Previews.locale(of: variant) ?? catalogLocale)
                        },
                        describe: { variant in variant.accessibilityElements(of: Previews.view(for: state), in: Previews.locale(of: variant) ?? catalogLocale) },
                        drawAndDescribe: { variant in
                            variant.drawingAndDescription(of: Previews.view(for: state), in: Previews.locale(of: variant) ?? catalogLocale)
                        }
                    )
                case .failure(let timedOut):
                    return Reached(stopped: timedOut)
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
            return coverage(reaching: reached)
        }

        /// The coverage of states that reach `cases` (in state order, `nil` for a state that
        /// names no case); `someStatesUnresolved` when a scenario timed out.
        package func coverage(reaching cases: [String?], someStatesUnresolved: Bool = false) -> ScreenCoverage {
            var coverage = ScreenCoverage(cases: self.cases, reached: cases, notPreviewed: notPreviewed, someStatesUnresolved: someStatesUnresolved)
            coverage.previewsFile = previewsFile
            return coverage
        }
    }
}

extension Catalog.Screen.Reached {
    /// A state left out, drawn as empty text: its scenario timed out, or its preview stopped or
    /// hung an earlier process (``ScenarioTimeout/interruption``).
    package init(stopped: ScenarioTimeout) {
        self.init(caseName: nil, draw: { _ in "" }, describe: { _ in [] }, drawAndDescribe: { _ in ("", [], []) }, timedOut: stopped)
    }
}

import Foundation
import Testing
import TextUI

/// What a third unseen set of real apps' screens (a bird-watching sample, a media-server
/// client, a podcast player, a word game) met that TextUI lacked or drew wrong, each as a
/// screen like the real one, written here.
@MainActor
@Suite struct ThirdSetLessonsTests {
    /// A heart pops in and a caption fades in, the iOS 17 way: `.scale(0.5)` is a `Transition`,
    /// not an `AnyTransition`. At rest both draw as they are.
    @Test func aCaptionThatScalesInTheIOS17WayDrawsAtRest() {
        let view = HStack {
            Image(systemName: "heart.fill").transition(.scale(scale: 0.25).combined(with: .opacity))
            Text("The wren loved the seed!").transition(.scale(0.5).combined(with: .opacity))
        }
        #expect(view.render(width: 30) == "♥ The wren loved the seed!")
    }

    /// A "new bird" badge pulses through its phases, the iOS 17 way; a preview is one still
    /// frame, so both the container and the modifier draw the first phase, whatever the trigger.
    @Test func aBadgeThatPulsesThroughPhasesDrawsItsFirstPhase() {
        enum Pulse: CaseIterable { case idle, grow }
        let badge = PhaseAnimator(Pulse.allCases) { phase in
            HStack(spacing: 0) {
                Image(systemName: "bird.fill")
                if phase == .grow { Text("!") }
            }
            .padding(1).border(Color.teal)
        }
        let modified = Text("New").phaseAnimator([false, true], trigger: 3) { content, flag in
            content.bold(flag).padding(.leading, flag ? 4 : 0)
        }
        let noPhases = PhaseAnimator([Pulse]()) { _ in Text("never") }
        #expect(badge.render(width: 5) == "┌───┐\n│ ⋎ │\n└───┘")
        #expect(modified.render(width: 6) == "New")
        #expect(noPhases.render(width: 6) == "")
    }

    /// A word game's menu: links outside a list, styled as its buttons are. A phone draws each
    /// link by the style, with no chevron; a link left in the automatic style keeps its `›`.
    @Test func aLinkOutsideAListIsDrawnByItsButtonStyle() {
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(.horizontal, 1).border(Color.primary)
            }
        }
        let menu = VStack(alignment: .leading) {
            NavigationLink("Daily challenge") { Text("Today") }.buttonStyle(Pill())
            NavigationLink("Settings") { Text("Settings") }.buttonStyle(.bordered)
            NavigationLink("Leaderboards") { Text("Leaders") }
        }
        #expect(menu.render(width: 24) == """
            ┌─────────────────┐
            │ Daily challenge │
            └─────────────────┘
            [ Settings ]
            Leaderboards ›
            """)
        // In a list the row keeps its chevron whatever the style.
        let list = List { NavigationLink("Settings") { Text("Settings") }.buttonStyle(Pill()) }
        #expect(list.render(width: 24).contains("Settings"))
        #expect(list.render(width: 24).contains("›"))
    }

    /// A style guide groups its samples in sections of a plain stack, and a feed pins its day
    /// headers in a lazy one: outside a list a section is its header, rows and footer, no box.
    @Test func aSectionOutsideAListDrawsNoBox() {
        let guide = VStack(alignment: .leading) {
            Section { Text("Play"); Text("Resume") } header: { Text("Buttons") } footer: { Text("2 styles") }
        }
        let feed = ScrollView {
            LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                Section(header: Text("Today")) { Text("Robin") }
            }
        }
        #expect(guide.render(width: 20) == "Buttons\nPlay\nResume\n2 styles")
        // The lazy stack is as wide as its rows and sits in the middle of the scroll view.
        #expect(feed.render(width: 20) == "       Today\n       Robin")
        // In a list the same section keeps its box.
        #expect(List { Section("Buttons") { Text("Play") } }.render(width: 20).contains("╭"))
    }

    /// A sign-in code field is focused as the screen appears, empty: a phone shows the caret
    /// and the title as the placeholder in one row, not the title and then itself again.
    @Test func aFocusedEmptyFieldInAFormIsOneRow() {
        struct CodeEntry: View {
            @State private var code = ""
            @FocusState var isFocused: Bool
            var body: some View {
                Form {
                    Section {
                        TextField("Quick Connect code", text: $code).focused($isFocused)
                    } footer: { Text("Enter the code.") }
                }
            }
        }
        let screen = CodeEntry()
        screen.isFocused = true
        #expect(screen.render(width: 30) == """
            ╭────────────────────────────╮
            │ ▏Quick Connect code        │
            ╰────────────────────────────╯
              Enter the code.
            """)
    }

    /// A transition of the screen's own is drawn as its body makes the view at rest.
    @Test func aTransitionOfTheScreensOwnIsReadAtRest() {
        struct Framed: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                content.padding(.horizontal, phase.isIdentity ? 8 : 0).border(Color.gray)
            }
        }
        let view = Text("Saved").transition(Framed().combined(with: .identity))
        #expect(view.render(width: 20) == """
            ┌───────┐
            │ Saved │
            └───────┘
            """)
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
    }

    /// A view placed by its centre takes the room it is offered and draws there, cut at the edges.
    @Test func aViewPlacedByItsCentreDrawsAroundThatPoint() {
        let marker = Text("◆").position(x: 40, y: 24).frame(width: 80, height: 48).border(Color.gray)
        #expect(marker.render(width: 20) == """
            ┌──────────┐
            │          │
            │     ◆    │
            │          │
            └──────────┘
            """)
        let corner = Text("cut").position(CGPoint(x: 0, y: 0)).frame(width: 80, height: 32).border(Color.gray)
        #expect(corner.render(width: 20) == """
            ┌──────────┐
            │ut        │
            │          │
            └──────────┘
            """)
    }

    /// A helper that runs code from inside a stack hides an empty view far off the screen (and
    /// from a screen reader, the iOS 13 way): the screen draws only what is on it.
    @Test func anEmptyHelperPlacedOffTheScreenLeavesOnlyTheScreen() {
        let view = VStack {
            Text("Waiting…")
            Color.clear.frame(width: 0, height: 0)
                .accessibility(hidden: true)
                .position(CGPoint(x: .max, y: .max))
        }
        #expect(view.render(width: 20) == "      Waiting…")
    }

    /// A word game puts a gradient in a hosting controller of its own so it blends over a
    /// scrolling screen; text draws what the controller hosts.
    @Test func aViewHostedInItsOwnControllerDrawsWhereTheRepresentableStands() {
        struct Hosting<Content: View>: UIViewControllerRepresentable {
            let content: Content
            func makeUIViewController(context: Context) -> UIViewController {
                let controller = UIHostingController(rootView: content)
                controller.view.backgroundColor = nil
                return controller
            }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        struct Plain: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        let view = VStack(alignment: .leading) {
            Hosting(content: Text("Daily challenge").bold())
            Plain()
        }
        #expect(view.render(width: 24) == """
            Daily challenge
            ⬚ UIViewController
            """)
    }

    /// A screen asks UIKit whether to skip motion, and follows the device turning.
    @Test func aScreenThatAsksForReducedMotionAndListensForTurnsDraws() {
        struct Turning: View {
            @State private var turns = 0
            var body: some View {
                Text(UIAccessibility.isReduceMotionEnabled ? "still" : "turns: \(turns)")
                    .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in
                        withAnimation(UIAccessibility.isVoiceOverRunning ? nil : .default) { turns += 1 }
                    }
            }
        }
        #expect(Turning().render(width: 20) == "turns: 0")
    }

    /// A podcast app lays its action bar over a full-height column whose spacer pushes the
    /// buttons up: on a phone the bar sits at the screen's foot, under nothing. Drawn at the
    /// column's own height, the bar covered the first button.
    @Test func aBarAtTheFootOfAGrowingColumnLeavesItsButtonsShowing() {
        let view = ZStack(alignment: .bottom) {
            VStack {
                Button("Show bar") {}
                Button("Show action") {}
                Spacer()
            }
            .frame(maxWidth: .infinity)
            Text("3 selected").padding(.bottom)
        }
        #expect(view.render(width: 24) == """
                 [ Show bar ]
                [ Show action ]
                   3 selected

            """)
        // A background colour that grows leaves the stack one row, as before.
        #expect(ZStack(alignment: .bottom) { Color.black; Text("Bar") }.render(width: 9) == "   Bar")
    }

    /// A grid of birds centres each name over its status: the cell moves as one block, its
    /// lines keeping the places the cell's own stack gave them.
    @Test func aGridCellCentresItsStackAsOneBlock() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 110), alignment: .top)]) {
            ForEach(["Hummingbird", "Robin"], id: \.self) { name in
                VStack {
                    Text(name)
                    Text(name == "Robin" ? "Not yet seen" : "Seen 4d ago")
                }
                .multilineTextAlignment(.center)
            }
        }
        let lines = grid.render(width: 40).split(separator: "\n").map(String.init)
        let robin = lines[0].range(of: "Robin").map { lines[0].distance(from: lines[0].startIndex, to: $0.lowerBound) }
        let status = lines[1].range(of: "Not yet seen").map { lines[1].distance(from: lines[1].startIndex, to: $0.lowerBound) }
        #expect(robin == status.map { $0 + 3 })
    }
}

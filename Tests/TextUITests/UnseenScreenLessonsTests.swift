import Foundation
import Testing
import TextUI

/// What a fresh set of real screens (an RSS reader's settings, a video client's cards, a Mac
/// code editor's shared views, a messenger's onboarding) met that TextUI lacked, each as a
/// screen like the real one, written here.
@MainActor
@Suite struct UnseenScreenLessonsTests {
    @Test func creditRowsStyledAsLinksKeepTheirNames() {
        let view = HStack(alignment: .top) {
            Text("Artwork").foregroundStyle(.secondary)
            VStack(alignment: .leading) {
                Text("Ada Byron").foregroundStyle(.link)
                Text("Grace Hopper").foregroundStyle(.link)
            }
        }
        #expect(view.render(width: 24) == """
            Artwork Ada Byron
                    Grace Hopper
            """)
    }

    @Test func anAboutScreensScenePaddingKeepsTwoColumnsEachSide() {
        let view = VStack(spacing: 0) {
            Text("Made by a small team").border()
            Text("Made by a small team").scenePadding(.horizontal).border()
            Text("OK").scenePadding(.minimum, edges: .leading).border()
        }
        #expect(view.render(width: 30) == """
              ┌────────────────────┐
              │Made by a small team│
              └────────────────────┘
            ┌────────────────────────┐
            │  Made by a small team  │
            └────────────────────────┘
                      ┌────┐
                      │  OK│
                      └────┘
            """)
    }
}

/// A blurred backdrop that swaps in each image its loader hands over, without animation.
private struct SwappingBackdrop: View {
    let incoming: Image?
    @State private var shown: Image?
    @State private var swaps = 0

    var body: some View {
        VStack {
            if let shown { shown } else { Text("no picture yet") }
            Text("swaps: \(swaps)")
        }
        .onChange(of: incoming, initial: true) { _, newImage in
            var transaction = TextUI.Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) {
                shown = newImage
                swaps += 1
            }
            withTransaction(\.disablesAnimations, true) { swaps += 0 }
        }
    }
}

@MainActor
@Suite struct UnseenScreenLessonsStateTests {
    @Test func aBackdropWatchingAnOptionalImageSwapsItInUnderATransaction() async {
        #expect(Image(systemName: "star") == Image(systemName: "star"))
        #expect(Image(systemName: "star") != Image(systemName: "star.fill"))
        #expect(Image("cover") != Image(systemName: "cover"))
        let shown = await SwappingBackdrop(incoming: Image(systemName: "star")).appear(width: 20)
        #expect(shown.text == """
               ☆
            swaps: 1
            """)
    }
}

/// An onboarding screen whose big button pushes the next step through a hidden link.
private struct OperatorsStep: View {
    @State var reviewing: Bool

    var body: some View {
        NavigationView {
            VStack {
                Text("Pick your servers")
                Button("Review terms") { reviewing = true }
                NavigationLink(isActive: $reviewing) {
                    Text("Terms of use")
                } label: {
                    EmptyView()
                }
                .hidden()
            }
            .navigationTitle("Servers")
        }
    }
}

/// An AppKit view that is content, not paint (a Mac app's own drawing view).
private struct WaveformView: NSViewRepresentable {
    func makeNSView(context: Context) -> NSView { NSView() }
    func updateNSView(_ nsView: NSView, context: Context) {}
}

/// A Mac panel's backdrop, wrapped from AppKit.
private struct PanelBackdrop: NSViewRepresentable {
    var material: NSVisualEffectView.Material = .sidebar

    func makeNSView(context: Context) -> NSVisualEffectView {
        let view = NSVisualEffectView()
        view.material = material
        view.blendingMode = .withinWindow
        view.state = .followsWindowActiveState
        return view
    }

    func updateNSView(_ nsView: NSVisualEffectView, context: Context) {
        nsView.material = material
        nsView.isEmphasized = true
    }
}

@MainActor
@Suite struct UnseenScreenLessonsNavigationTests {
    @Test func aHiddenLinkBuiltWithClosuresPushesItsStepOnceActive() {
        // The link labelled by nothing draws nothing: no lone "›", no row of its own.
        #expect(OperatorsStep(reviewing: false).render(width: 24) == """
                    Servers
            ━━━━━━━━━━━━━━━━━━━━━━━━
               Pick your servers
               [ Review terms ]
            """)
        let unhidden = VStack {
            Text("Step 1")
            NavigationLink(isActive: .constant(false)) { Text("Step 2") } label: { EmptyView() }
        }
        #expect(unhidden.render(width: 12) == "Step 1")
        #expect(OperatorsStep(reviewing: true).render(width: 24) == """
            ‹ Servers
            ━━━━━━━━━━━━━━━━━━━━━━━━
                  Terms of use
            """)
        let titled = NavigationStack {
            List {
                NavigationLink("Licences", isActive: .constant(false)) { Text("MIT") }
                NavigationLink(String("Credits"), isActive: .constant(false)) { Text("Everyone") }
            }
        }
        #expect(titled.render(width: 24).contains("Licences"))
        #expect(titled.render(width: 24).contains("Credits"))
    }

    @Test func aMacEmptyStatesAccessoryBarActionsDrawAsTheirLabels() {
        let view = VStack {
            Text("No Results")
            HStack {
                Button("Clear Search") {}
                Button("Filters") {}.buttonStyle(.accessoryBar)
            }
        }
        .buttonStyle(.accessoryBarAction)
        #expect(view.render(width: 24) == """
                 No Results
            Clear Search Filters
            """)
    }

    @Test func aWrappedAppKitViewThatIsContentKeepsItsPlaceAsALineNamingIt() {
        let view = VStack(alignment: .leading) {
            Text("Recording")
            WaveformView()
        }
        #expect(view.render(width: 20) == "Recording\n⬚ NSView", "as a wrapped UIKit view draws: something is there")
    }

    @Test func aWrappedAppKitBackdropDrawsAsRoomBehindItsContent() {
        let view = VStack(alignment: .leading) {
            Text("Inspector").padding(8).background(PanelBackdrop())
            Text("Outline").background(PanelBackdrop(material: .headerView))
        }
        #expect(view.render(width: 20) == """
             Inspector
            Outline
            """)
        let panel = NSVisualEffectView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        panel.material = .titlebar
        #expect(panel.material == .titlebar && panel.blendingMode == .behindWindow && panel.frame.width == 200)
    }
}

@MainActor
@Suite struct UnseenScreenLessonsUIKitTests {
    /// An activity log that builds its text as an NSMutableAttributedString, coloured and set in
    /// a fixed-width UIKit font, then shows it as an AttributedString.
    @Test func anActivityLogBuiltWithUIKitAttributesShowsEveryEntry() {
        let log = NSMutableAttributedString()
        for (time, entry) in [("09:00", "Fetched 3 feeds"), ("09:05", "Synced")] {
            log.append(NSAttributedString(string: time + " ", attributes: [
                .foregroundColor: UIColor(Color.secondary),
                .font: UIFont.monospacedSystemFont(ofSize: 17, weight: .regular),
            ]))
            log.append(NSAttributedString(string: entry + "\n", attributes: [.backgroundColor: UIColor.clear]))
        }
        let view = Text(AttributedString(log))
        #expect(view.render(width: 24) == """
            09:00 Fetched 3 feeds
            09:05 Synced

            """)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .bold).pointSize == 12)
    }

    @Test func aCopyButtonPutsTheLogOnThePasteboard() {
        let view = Button("Copy Contents") { UIPasteboard.general.string = "09:00 Synced" }
        #expect(view.render(width: 20) == "[ Copy Contents ]")
        UIPasteboard.general.string = "09:00 Synced"
        #expect(UIPasteboard.general.hasStrings)
        #expect(UIPasteboard.general.strings == ["09:00 Synced"])
        UIPasteboard.general.string = nil
    }
}

/// An app's theme, handed down as an environment object.
private final class OnboardingTheme: ObservableObject {
    @Published var accent = "◆"
}

/// A big onboarding button whose style reads the theme from the environment.
private struct ThemedButtonStyle: ButtonStyle {
    @EnvironmentObject var theme: OnboardingTheme

    func makeBody(configuration: Configuration) -> some View {
        HStack { Text(theme.accent); configuration.label }
    }
}

@MainActor
@Suite struct UnseenScreenLessonsEnvironmentTests {
    /// The style's body is made while the button is laid out, which a GeometryReader does
    /// later than the screen's body is read: the style must still see the button's environment.
    @Test func aButtonStyleInsideAGeometryReaderReadsTheScreensEnvironmentObject() {
        let view = GeometryReader { _ in
            VStack {
                Button("Review conditions") {}.buttonStyle(ThemedButtonStyle())
            }
        }
        .environmentObject(OnboardingTheme())
        #expect(view.render(width: 24).contains("◆ Review conditions"))
    }
}

@MainActor
@Suite struct UnseenScreenLessonsBarTests {
    /// A log screen with one wide button at the trailing end and nothing at the leading end:
    /// a phone slides the short title left of the button rather than cutting the button.
    @Test func aWideTrailingButtonPushesTheTitleOffCentreInsteadOfBeingCut() {
        let view = NavigationStack {
            Text("Nothing logged yet")
                .navigationTitle("History")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Export Everything") {} }
                }
        }
        #expect(view.render(width: 30) == """
                 History Export Everything
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                  Nothing logged yet
            """)
    }

    @Test func aWideLeadingButtonPushesTheTitleOffCentreToo() {
        let view = NavigationStack {
            Text("Draft")
                .navigationTitle("Compose")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Discard Changes") {} }
                }
        }
        #expect(view.render(width: 30).hasPrefix("Discard Changes Compose"))
    }
}

/// A pane that puts a rule between its rows, through SwiftUI's underscored variadic view.
private struct RuledRows<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }

    var body: some View {
        _VariadicView.Tree(Rules()) { content }
    }

    struct Rules: _VariadicView_MultiViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            let lastID = children.last?.id
            ForEach(children) { row in
                row
                if row.id != lastID { Divider() }
            }
        }
    }
}

/// A root that wraps all the children in one bordered box.
private struct Boxed: _VariadicView_UnaryViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        VStack(alignment: .leading) { children }.border()
    }
}

@MainActor
@Suite struct UnseenScreenLessonsVariadicTests {
    @Test func aPaneRulesOffEachChildItsContentListsEvenThroughAForEach() {
        let view = VStack(alignment: .leading) {
            Text("Panels")
            RuledRows {
                Text("Git")
                ForEach(["Terminal", "Search"], id: \.self) { Text($0) }
            }
        }
        #expect(view.render(width: 12) == """
            Panels
            Git
            ────────────
            Terminal
            ────────────
            Search
            """)
    }

    @Test func aUnaryRootLaysItsChildrenOutAsOneView() {
        let view = HStack {
            Text("Tabs:")
            _VariadicView.Tree(Boxed()) { Text("One"); Text("Two") }
        }
        #expect(view.render(width: 14) == """
                  ┌───┐
            Tabs: │One│
                  │Two│
                  └───┘
            """)
    }
}

/// An onboarding step that measures the screen and reads the theme in the measured content.
private struct MeasuredStep: View {
    @EnvironmentObject var theme: OnboardingTheme

    var body: some View {
        GeometryReader { _ in
            Text("\(theme.accent) Choose operators")
        }
    }
}

@MainActor
@Suite struct UnseenScreenLessonsGeometryTests {
    @Test func aGeometryReadersContentReadsTheScreensEnvironmentObject() {
        let view = MeasuredStep().environmentObject(OnboardingTheme())
        #expect(view.render(width: 24) == "◆ Choose operators")
    }
}

@MainActor
@Suite struct UnseenScreenLessonsAspectRatioTests {
    /// A video card whose thumbnail is a grey 16:9 placeholder: a phone shows a box as high as
    /// its width gives (16 columns are 128 points, so 72 points, 4 rows); it drew nothing.
    @Test func aSixteenByNinePlaceholderTakesTheRowsItsWidthGives() {
        let card = VStack(alignment: .leading, spacing: 0) {
            RoundedRectangle(cornerRadius: 8).fill(.gray)
                .aspectRatio(16 / 9, contentMode: .fit)
            Text("Sample video")
        }
        .frame(width: 128)
        #expect(card.render(width: 16) == """
            ▄██████████████▄
            ████████████████
            ████████████████
            ▀██████████████▀
            Sample video
            """)
        let outlined = RoundedRectangle(cornerRadius: 8).stroke(.gray)
            .aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit)
            .overlay { Text("No thumbnail") }
        #expect(outlined.render(width: 16) == """
            ╭──────────────╮
            │ No thumbnail │
            │              │
            ╰──────────────╯
            """)
    }

    @Test func aViewWithRowsOfItsOwnKeepsThemUnderAnAspectRatio() {
        #expect(Text("Square").aspectRatio(1, contentMode: .fit).render(width: 20) == "Square")
        #expect(Image(systemName: "star").aspectRatio(contentMode: .fit).render(width: 20) == "☆")
    }
}

@MainActor
@Suite struct UnseenScreenLessonsSymbolTests {
    /// A compact bookmark card marks a bookmark with a note by iOS 18's page symbol.
    @Test func aNotedBookmarksPageSymbolHasAGlyph() {
        let marks = HStack(spacing: 4) {
            Image(systemName: "tag.fill")
            Image(systemName: "text.page")
            Image(systemName: "text.page.fill")
        }
        #expect(marks.render(width: 12) == "⌗ ▯ ▮")
        #expect(marks.accessibilityTranscript().contains("Page"))
    }
}

import Foundation
import Testing
import TextUI

/// What a sixth unseen set of real apps' screens (a password manager's sign-up screens, a Mac
/// app that installs Xcode, a caregiver's remote for a diabetes loop, a Mac app cleaner's
/// updater) met that TextUI lacked or drew wrong, each as a screen like the real one, written
/// here.
@MainActor
@Suite struct SixthSetLessonsTests {
    /// A Mac download row wraps AppKit's progress indicator for its control sizes: it is made
    /// and updated as SwiftUI would, then drawn as `ProgressView` draws — a bar at the value
    /// between its bounds, a spinner when spinning or indeterminate — not as a `⬚` line.
    @Test func aWrappedMacProgressIndicatorDrawsAsAProgressView() {
        struct Indicator: NSViewRepresentable {
            let value: Double
            let style: NSProgressIndicator.Style
            func makeNSView(context: Context) -> NSProgressIndicator { NSProgressIndicator() }
            func updateNSView(_ indicator: NSProgressIndicator, context: Context) {
                indicator.minValue = 0
                indicator.maxValue = 1
                indicator.doubleValue = value
                indicator.controlSize = .small
                indicator.isIndeterminate = false
                indicator.style = style
                indicator.startAnimation(nil)
            }
        }
        #expect(Indicator(value: 0.4, style: .bar).render(width: 20) == ProgressView(value: 0.4).render(width: 20))
        #expect(Indicator(value: 0.4, style: .bar).render(width: 20).contains("40%"))
        #expect(Indicator(value: 0.4, style: .spinning).render(width: 20) == ProgressView().render(width: 20))
    }

    /// A split button's chevron is an AppKit button (declared as a plain `NSView`) whose image
    /// is a symbol: it draws as that symbol, as the Mac shows it, and its menu pops up nothing.
    @Test func aWrappedMenuButtonDrawsItsSymbolAndItsMenuPopsUpNothing() {
        @MainActor final class Coordinator: NSObject {
            var menuShown = true
            func showMenu(_ sender: NSButton) {
                let menu = NSMenu()
                let item = NSMenuItem(title: "Skip Version", action: Selector("hide:"), keyEquivalent: "")
                item.attributedTitle = NSAttributedString(string: "Skip Version", attributes: [
                    .foregroundColor: NSColor(Color.secondary),
                    .font: NSFont.systemFont(ofSize: NSFont.systemFontSize),
                ])
                item.target = self
                menu.addItem(item)
                menuShown = menu.popUp(positioning: nil, at: NSPoint(x: 0, y: sender.bounds.height + 4), in: sender)
            }
        }
        struct MenuButton: NSViewRepresentable {
            let symbol: String?
            func makeNSView(context: Context) -> NSView {
                let button = NSButton()
                button.title = "More"
                if let symbol {
                    let configuration = NSImage.SymbolConfiguration(pointSize: 10, weight: .regular)
                    button.image = NSImage(systemSymbolName: symbol, accessibilityDescription: nil)?.withSymbolConfiguration(configuration)
                    button.imagePosition = .imageOnly
                }
                button.isBordered = false
                button.bezelStyle = .regularSquare
                button.contentTintColor = NSColor(Color.primary)
                button.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([button.widthAnchor.constraint(equalToConstant: 24)])
                return button
            }
            func updateNSView(_ view: NSView, context: Context) {}
        }
        let row = HStack { Text("Update"); Divider(); MenuButton(symbol: "chevron.down") }
        #expect(row.render(width: 20) == HStack { Text("Update"); Divider(); Image(systemName: "chevron.down") }.render(width: 20))
        #expect(!row.render(width: 20).contains("⬚"))
        #expect(MenuButton(symbol: nil).render(width: 10) == "More")
        let coordinator = Coordinator()
        coordinator.showMenu(NSButton())
        #expect(coordinator.menuShown == false)
    }

    /// An updater shows a release note written in HTML by reading it into an attributed
    /// string: its text as a browser shows it, tags gone, list items bulleted on lines of
    /// their own; read as plain text the tags stay.
    @Test func anHTMLReleaseNoteReadsAsItsText() throws {
        let html = "<h2>What&#39;s new</h2>\n<p>Faster   <b>sync</b> &amp; search<br>Dark mode</p><ul><li>Fixes</li><li>Tweaks</li></ul>"
        let note = try NSAttributedString(
            data: Data(html.utf8),
            options: [.documentType: NSAttributedString.DocumentType.html, .characterEncoding: String.Encoding.utf8.rawValue],
            documentAttributes: nil
        )
        #expect(note.string == "What's new\nFaster sync & search\nDark mode\n• Fixes\n• Tweaks")
        let plain = try NSAttributedString(data: Data("<b>x</b>".utf8), options: [.documentType: NSAttributedString.DocumentType.plain], documentAttributes: nil)
        #expect(plain.string == "<b>x</b>")
        #expect(throws: (any Error).self) {
            try NSAttributedString(data: Data([0xFF, 0xFE, 0xFD]), options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
        }
        let links = NSMutableAttributedString(attributedString: note)
        let whole = NSRange(location: 0, length: links.length)
        links.removeAttribute(.shadow, range: whole)
        links.addAttribute(.link, value: "https://example.com", range: whole)
        #expect(Text(AttributedString(links)).render(width: 30) == "What's new\nFaster sync & search\nDark mode\n• Fixes\n• Tweaks")
    }

    /// A bolus form puts a field and its unit in one `LabeledContent`: they stand side by side
    /// after the title, as a phone shows `0 U`, not the unit under the field.
    @Test func aFieldAndItsUnitStandBesideTheirTitle() {
        let form = Form {
            LabeledContent {
                TextField("0", text: .constant(""))
                Text("U").frame(width: 20)
            } label: {
                Text("Bolus")
            }
        }
        let rows = form.render(width: 30).split(separator: "\n")
        #expect(rows.count == 3)
        #expect(rows[1].hasPrefix("│ Bolus") && rows[1].hasSuffix("0  U  │"))
        #expect(Color(uiColor: .red) == Color(.red))
    }

    /// A duration wheel frames its `ForEach` rather than each row; SwiftUI applies a modifier
    /// on a `ForEach` to each of its views, so every tagged row stays an option and the chosen
    /// one is marked.
    @Test func aWheelWhoseRowsShareAFrameKeepsEachRowAnOption() {
        let minutes = Picker(selection: .constant(30), label: Text("")) {
            ForEach([0, 15, 30, 45], id: \.self) { Text("\($0) min").tag($0) }
                .frame(maxWidth: .infinity, alignment: .center)
        }
        .pickerStyle(.wheel)
        let drawn = minutes.render(width: 20)
        for option in ["0 min", "15 min", "[ 30 min ]", "45 min"] {
            #expect(drawn.contains(option), "\(option) in\n\(drawn)")
        }
    }

    /// An insulin-needs bar is a GeometryReader in a 20-point-high frame: it reads the frame's
    /// height (one 16-point row), not 0, so the bar it sizes from it is drawn rather than
    /// nothing.
    @Test func aReaderInAFixedHeightFrameReadsThatHeight() {
        let bar = GeometryReader { proxy in
            ZStack {
                Capsule().stroke(Color.gray, lineWidth: proxy.size.height > 10 ? 2 : 1)
                Text("h\(Int(proxy.size.height))")
            }
        }
        .frame(width: 200, height: 20)
        #expect(bar.render(width: 30).contains("h16"))
        let capsules = GeometryReader { proxy in
            Capsule().fill(Color.orange).frame(width: proxy.size.width * 0.6, height: proxy.size.height)
        }
        .frame(width: 200, height: 20)
        #expect(capsules.render(width: 30).contains("━"))
    }

    /// An update screen reads its Homebrew model only in `onAppear` (its `body` never does) and
    /// then in a `Task` the action starts: the action runs in the environment the view was drawn
    /// in, so it finds the object, and the task keeps it, as a view SwiftUI installed does.
    @Test func anAppearActionFindsTheEnvironmentObjectItsBodyNeverRead() async {
        final class Casks: ObservableObject { @Published var names = ["firefox", "postico"] }
        final class Seen { var byTask = -1 }
        struct Detail: View {
            @EnvironmentObject var casks: Casks
            @State private var count = -1
            let seen: Seen
            var body: some View {
                Text("casks: \(count)")
                    .onAppear {
                        count = casks.names.count
                        Task { @MainActor in seen.byTask = casks.names.count }
                    }
            }
        }
        let seen = Seen()
        let shown = await Detail(seen: seen).environmentObject(Casks()).appear(width: 20)
        #expect(shown.text == "casks: 2")
        for _ in 0..<100 where seen.byTask < 0 { await Task.yield() }
        #expect(seen.byTask == 2)
    }

    /// A toolbar's "Update All" button carries a count: the count sits on its icon (`↓(3)`),
    /// and the items after it keep their places instead of being cut to `…`.
    @Test func aToolbarBadgeSitsOnItsIcon() {
        let screen = NavigationStack {
            Text("Updates").toolbar {
                ToolbarItemGroup {
                    Button {} label: { Label("Update All", systemImage: "arrow.down.circle").badge(3) }
                    Button {} label: { Label("Refresh", systemImage: "arrow.counterclockwise") }
                }
            }
        }
        let bar = screen.render(width: 30).split(separator: "\n")[0]
        #expect(bar.hasSuffix("↓(3) ↺"))
        #expect(!bar.contains("…"))
    }

    /// An Xcode download's preview makes a file `Progress` with no arguments and sets its time
    /// left and speed, as Apple's Foundation allows; they read back.
    @Test func aFileProgressMadeWithNoArgumentsKeepsItsTimeLeftAndSpeed() {
        let progress = Progress()
        progress.kind = .file
        progress.fileOperationKind = .downloading
        progress.estimatedTimeRemaining = 123
        progress.throughput = 9_211_681
        progress.totalUnitCount = 100
        progress.completedUnitCount = 40
        #expect(progress.estimatedTimeRemaining == 123)
        #expect(progress.throughput == 9_211_681)
        #expect(progress.fractionCompleted == 0.4)
        #expect(Progress().estimatedTimeRemaining == nil)
    }
}

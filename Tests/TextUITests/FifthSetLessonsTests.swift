import Foundation
import Testing
import TextUI

/// What a fifth unseen set of real apps' screens (a virtual-machine manager, a Mac launcher of
/// iPad apps, a Mastodon client's compose screen, a Lemmy client's components) met that TextUI
/// lacked or drew wrong, each as a screen like the real one, written here.
@MainActor
@Suite struct FifthSetLessonsTests {
    /// A theme declares its colour type a style and a view at once; used as a view it is paint,
    /// as a `Color` is, behind the row's text.
    @Test func aThemeColourThatIsAlsoAViewPaintsBehindItsRow() {
        struct Themed: ShapeStyle, View {
            let name: String
        }
        let row = ZStack { Themed(name: "groupedBackground"); Text("Subscribed") }
        #expect(row.render(width: 16) == "   Subscribed")
        #expect(HStack(spacing: 0) { Text("["); Themed(name: "accent").frame(width: 16); Text("]") }.render(width: 8) == "[  ]")
    }

    /// A poll's option is a UIKit text field wrapped in a representable: it shows the text
    /// the app's `updateUIView` puts in it, or while that is empty its placeholder.
    @Test func aWrappedUIKitTextFieldShowsItsTextOrItsPlaceholder() {
        struct OptionField: UIViewRepresentable {
            let text: String
            let index: Int
            func makeUIView(context: Context) -> UITextField {
                let field = UITextField()
                field.setContentHuggingPriority(.defaultHigh, for: .vertical)
                field.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 16, weight: .regular))
                field.returnKeyType = .next
                return field
            }
            func updateUIView(_ field: UITextField, context: Context) {
                field.text = text
                field.placeholder = "Option \(index + 1)"
            }
        }
        let poll = VStack(alignment: .leading) {
            HStack { Image(systemName: "circle"); OptionField(text: "Tea", index: 0) }
            HStack { Image(systemName: "circle"); OptionField(text: "", index: 1) }
        }
        #expect(poll.render(width: 20) == "○ Tea\n○ Option 2")
    }

    /// An upload's failure is drawn over a blur (a wrapped `UIVisualEffectView`): the blur is
    /// paint, the message stands over it, and no platform-view line takes a row.
    @Test func aWrappedBlurIsPaintBehindWhatStandsOverIt() {
        struct Blur: UIViewRepresentable {
            let effect: UIVisualEffect
            func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: effect) }
            func updateUIView(_ view: UIVisualEffectView, context: Context) {}
        }
        let overlay = ZStack {
            Blur(effect: UIBlurEffect(style: .systemUltraThinMaterialDark))
            VStack { Text("Load Failed"); Text("The file is too big") }
        }
        #expect(overlay.render(width: 22) == "     Load Failed\n The file is too big")
    }

    /// UIKit names a compose toolbar and an attachment read: a colour at an alpha, an image
    /// as a template, the screen's native scale, a font's width and a language attribute.
    /// Each compiles and draws what a phone shows in words.
    @Test func aComposeToolbarsUIKitNamesDrawItsCounter() {
        let tint = Color(UIColor.white.withAlphaComponent(0.8))
        let hidden = Color(UIColor.white.withAlphaComponent(0))
        let icon = UIImage(systemName: "globe")!.withRenderingMode(.alwaysTemplate)
        let isZoomed = UIScreen.main.scale != UIScreen.main.nativeScale
        let language = AttributedString("English", attributes: AttributeContainer([.languageIdentifier: "en"]))
        let bar = HStack {
            Image(uiImage: icon).foregroundColor(tint)
            Text(language).font(.system(size: 11, weight: .semibold).width(.compressed))
            Spacer()
            Text(isZoomed ? "zoomed" : "458").foregroundColor(Color(UIColor.secondaryLabel))
        }
        #expect(bar.render(width: 20) == "◍ English        458")
        #expect(Circle().fill(hidden).frame(width: 16, height: 16).render(width: 4).allSatisfy { $0 == " " || $0 == "\n" })
    }

    /// A virtual-machine list's big button is grey and lifts under an iPad's pointer; with no
    /// pointer it draws as it was, on its system fill colour.
    @Test func aBigButtonWithAHoverEffectDrawsAsItWas() {
        let button = Button("Create a New Virtual Machine") {}
            .background(Color(.tertiarySystemFill))
            .hoverEffect(.lift)
        #expect(button.render(width: 34) == Button("Create a New Virtual Machine") {}.render(width: 34))
        #expect(Text("Mlem").background(Color(UIColor.tertiarySystemGroupedBackground)).hoverEffect().render(width: 8) == "Mlem")
    }

    /// A drop of files asks each provider for a URL object; TextUI's provider hands back the
    /// item that is one, and an error for a provider with none.
    @Test func aDroppedFileIsLoadedAsAURLObject() {
        let url = URL(fileURLWithPath: "/tmp/Ubuntu.utm")
        let provider = NSItemProvider(item: url as NSURL, typeIdentifier: UTType.fileURL.identifier)
        nonisolated(unsafe) var loaded: URL?
        provider.loadObject(ofClass: URL.self) { object, _ in loaded = object }
        #expect(loaded?.pathExtension == "utm")
        nonisolated(unsafe) var failed = false
        NSItemProvider().loadObject(ofClass: URL.self) { object, error in failed = object == nil && error != nil }
        #expect(failed)
    }

    /// A Mac app's settings sheet shows the app's icon from a cache (`Image(nsImage:)`), the
    /// screen's detected size, and an aspect ratio as radio buttons laid out in one row.
    @Test func aMacSettingsSheetShowsItsIconItsScreenSizeAndARowOfRadioButtons() {
        let icon = NSImage(named: "Genshin")!
        let width = Int(NSScreen.main?.frame.width ?? 1920)
        let height = Int(NSScreen.main?.frame.height ?? 1080)
        let sheet = VStack(alignment: .leading) {
            HStack { Image(nsImage: icon); Text("Genshin Impact") }
            Text("Detected: \(width) x \(height)")
            Picker("", selection: .constant(1)) {
                Text("4:3").tag(0)
                Text("16:9").tag(1)
            }
            .pickerStyle(.radioGroup)
            .horizontalRadioGroupLayout()
        }
        let radio = Picker("", selection: .constant(1)) { Text("4:3").tag(0); Text("16:9").tag(1) }.pickerStyle(.radioGroup)
        #expect(sheet.render(width: 30) == "(Genshin) Genshin Impact\nDetected: 1512 x 982\n( ) 4:3  (●) 16:9")
        #expect(radio.render(width: 30) == "( ) 4:3\n(●) 16:9")
    }

    /// The same sheet's info tab is a bordered Mac list, its scaler an old-style formatter field
    /// with a commit action, and its window asks whether its controls are active (a preview's
    /// window is key).
    @Test func aMacInfoTabIsABorderedListAndItsWindowIsKey() {
        struct Info: View {
            @Environment(\.controlActiveState) var state
            var body: some View {
                List {
                    Text(state == .inactive ? "Dimmed" : "Bundle ID")
                    TextField("Scale", value: .constant(2.0), formatter: NumberFormatter(), onCommit: {
                        NSApp.keyWindow?.makeFirstResponder(nil)
                    })
                }
                .listStyle(.bordered(alternatesRowBackgrounds: true))
            }
        }
        #expect(Info().render(width: 20) == List { Text("Bundle ID"); TextField("Scale", value: .constant(2.0), formatter: NumberFormatter()) }.render(width: 20))
        #expect(Info().render(width: 20).contains("Bundle ID"))
        #expect(Info().environment(\.controlActiveState, .inactive).render(width: 20).contains("Dimmed"))
    }

    /// A signing guide copies a command to the pasteboard, runs an AppleScript and opens a
    /// help page; a preview keeps what was copied and runs and opens nothing.
    @Test func aSigningGuidesMacActionsCopyButRunAndOpenNothing() {
        let pasteboard = NSPasteboard.general
        pasteboard.declareTypes([.string], owner: nil)
        #expect(pasteboard.setString("sudo nvram boot-args=…", forType: .string))
        #expect(pasteboard.string(forType: .string) == "sudo nvram boot-args=…")
        #expect(NSAppleScript(source: "tell application \"Finder\" to restart") != nil)
        #expect(NSWorkspace.shared.open(URL(string: "https://example.com/help")!) == false)
    }

    /// A Mac sidebar toggles through the responder chain by a selector and watches its split
    /// view item's `isCollapsed`: a preview has no window, so nothing performs the toggle, and
    /// an observation reports only its initial value.
    @Test func aSidebarToggleFindsNoWindowAndAnObservationReportsItsInitialValue() {
        let action: Selector = Selector("NSSplitViewController.toggleSidebar(_:)")
        #expect(NSApp.keyWindow?.firstResponder?.tryToPerform(action, with: nil) == nil)
        #expect(NSView().superview == nil)
        let item = NSSplitViewItem()
        nonisolated(unsafe) var seen: [Bool?] = []
        let observation = item.observe(\.isCollapsed, options: [.initial, .new]) { _, change in seen.append(change.newValue) }
        item.isCollapsed = true
        observation.invalidate()
        #expect(seen == [false])
        let controller = NSSplitViewController()
        controller.splitViewItems = [item]
        controller.toggleSidebar(nil)
        #expect(item.isCollapsed == false)
    }

    /// A help path's button pads its label top and bottom (RevenueCatUI's, an upload's stop
    /// button): a phone shows that padding as room around the label, so the brackets mark the
    /// label's row alone and the padding stays blank above and below it.
    @Test func aButtonWhoseLabelHasVerticalPaddingBracketsOnlyItsLabel() {
        let button = Button {} label: { Text("Cancel subscription").padding(.vertical) }
        #expect(button.render(width: 30) == "\n[ Cancel subscription ]\n")
        let tall = Button {} label: { VStack { Text("Stop"); Text("upload") }.padding() }.disabled(true)
        #expect(tall.render(width: 20) == "\n(    Stop    )\n(   upload   )\n")
        #expect(Button("Plain") {}.render(width: 12) == "[ Plain ]")
    }

    /// A simulator panel's five settings tabs have titles too long to sit beside their symbols
    /// at 40 columns: a phone puts each title under its symbol, so the bar takes two rows — the
    /// symbols, then the titles, each cut to its column — and no title is lost.
    @Test func tabsWhoseTitlesDoNotFitBesideTheirSymbolsShowTheTitlesUnderThem() {
        let tabs = TabView {
            Text("General").tabItem { Label("General", systemImage: "gearshape") }
            Text("Shortcuts").tabItem { Label("Shortcuts", systemImage: "keyboard") }
            Text("Screenshots").tabItem { Label("Screenshots", systemImage: "camera") }
            Text("Colors").tabItem { Label("Colors", systemImage: "paintpalette") }
            Text("Locations").tabItem { Label("Locations", systemImage: "map") }
        }
        let lines = tabs.render(width: 40).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 4)
        #expect(lines[2] == "   ⚙       ⌨       ◙       ◕       ▧")
        #expect(lines[3] == "General Shortc… Screen…  Colors Locati…")
        let wide = TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gearshape") }
        }
        #expect(wide.render(width: 40).split(separator: "\n").count == 3)
    }

    /// Negative padding pulls a view over its neighbour on a phone; text cannot overlap, so
    /// TextUI keeps both whole, each on its own row or column, and draws nothing wider than
    /// asked.
    @Test func negativePaddingKeepsEveryWordAndTheWidth() {
        let pulledUp = VStack(spacing: 0) { Text("Title"); Text("Overlapping").padding(.top, -16) }
        #expect(pulledUp.render(width: 20) == "   Title\nOverlapping")
        let tucked = HStack(spacing: 0) { Text("["); Text("tight").padding(.horizontal, -8); Text("]") }
        #expect(tucked.render(width: 20) == "[tight]")
        #expect(Text("A long caption").padding(-40).render(width: 6).split(separator: "\n").allSatisfy { $0.count <= 6 })
    }
}

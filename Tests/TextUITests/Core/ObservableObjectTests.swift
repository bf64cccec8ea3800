import Foundation
import Testing
@testable import TextUI

private final class Account: ObservableObject {
    @Published var name = "Aiko"
    @Published var visits = 0
    var note = "" { willSet { objectWillChange.send() } }
}

private final class OwnPublisher: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @Published var count = 0
}

/// Counts sends, and the value the object held at each, as a Combine `sink` would see them.
private final class Sends: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []
    var values: [String] { lock.withLock { seen } }
    func record(_ value: String) { lock.withLock { seen.append(value) } }
}

private enum Theme: String { case system, dark }
private enum Size: Int { case small = 1, large = 2 }

@MainActor @Suite struct ObservableObjectTests {
    @Test func settingAPublishedPropertySendsBeforeTheChange() {
        let account = Account()
        let sends = Sends()
        let cancellable = account.objectWillChange.sink { [account] in sends.record("\(account.name) \(account.visits)") }
        account.name = "Ben"
        account.visits += 1
        account.note = "hi"
        cancellable.cancel()
        account.name = "Chi"
        #expect(sends.values == ["Aiko 0", "Ben 0", "Ben 1"])
    }

    @Test func eachObjectKeepsOnePublisherOfItsOwn() {
        let first = Account(), second = Account()
        #expect(first.objectWillChange === first.objectWillChange)
        #expect(first.objectWillChange !== second.objectWillChange)
    }

    @Test func aDeclaredPublisherIsTheOneThatSends() {
        let model = OwnPublisher()
        let sends = Sends()
        let cancellable = model.objectWillChange.sink { sends.record("send") }
        model.count = 3
        cancellable.cancel()
        #expect(sends.values == ["send"])
        #expect(model.count == 3)
    }

    @Test func aStateObjectIsMadeOnceWhenFirstRead() {
        var made = 0
        let property = StateObject(wrappedValue: { made += 1; return Account() }())
        #expect(made == 0)
        let object = property.wrappedValue
        #expect(property.wrappedValue === object)
        property.projectedValue.name.wrappedValue = "Dai"
        #expect(made == 1)
        #expect(object.name == "Dai")
    }

    @Test func observedAndEnvironmentObjectsBindToTheObjectsProperties() {
        let account = Account()
        ObservedObject(wrappedValue: account).projectedValue.visits.wrappedValue = 4
        #expect(account.visits == 4)
        struct Reader: View {
            @EnvironmentObject var account: Account
            var body: some View { TextField("Name", text: $account.name) }
        }
        let reader = Reader()
        #expect(reader.environmentObject(account).render(width: 10) == "╭────────╮\n│ Aiko   │\n╰────────╯")
        // Read after the render, as a button's action would.
        reader.$account.name.wrappedValue = "Eri"
        #expect(account.name == "Eri")
    }

    @Test func appStorageKeepsEnumsByTheirRawValueAndOptionalsUntilNil() {
        let theme = AppStorage(wrappedValue: Theme.system, "test.theme")
        let themeName = AppStorage(wrappedValue: "none", "test.theme")
        let size = AppStorage(wrappedValue: Size.small, "test.size")
        let missing = AppStorage<Theme?>("test.missingTheme")
        #expect(theme.wrappedValue == .system && themeName.wrappedValue == "none")
        theme.wrappedValue = .dark
        size.projectedValue.wrappedValue = .large
        #expect(themeName.wrappedValue == "dark")
        #expect(AppStorage(wrappedValue: 0, "test.size").wrappedValue == 2)
        #expect(missing.wrappedValue == nil)
        missing.wrappedValue = .dark
        #expect(AppStorage<String?>("test.missingTheme").wrappedValue == "dark")
        missing.wrappedValue = nil
        #expect(AppStorage(wrappedValue: "gone", "test.missingTheme").wrappedValue == "gone")
    }

    @Test func sceneStorageIsATableApartFromAppStorage() {
        let scene = SceneStorage(wrappedValue: 1, "test.shared")
        let app = AppStorage(wrappedValue: 1, "test.shared")
        scene.wrappedValue = 5
        #expect(app.wrappedValue == 1)
        #expect(SceneStorage(wrappedValue: 0, "test.shared").wrappedValue == 5)
        #expect(AppStorage(wrappedValue: 1, "test.shared", store: UserDefaults(suiteName: "ignored")).wrappedValue == 1)
    }

    @Test func aDynamicTypeRangeClampsTheSizeInside() {
        struct Size: View {
            @Environment(\.dynamicTypeSize) private var size
            var body: some View { Text("\(size)") }
        }
        let text = VStack(alignment: .leading) {
            Size().dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility3)
            Size().dynamicTypeSize(DynamicTypeSize.medium...).dynamicTypeSize(.xSmall)
            Size().dynamicTypeSize(.small ... .xLarge).dynamicTypeSize(.large)
        }.render()
        #expect(text == "xxxLarge\nmedium\nlarge")
    }

    @Test func privacySensitiveTextIsRedactedOnlyForPrivacyAndUnredactedTextNever() {
        let view = VStack(alignment: .leading) {
            Text("Card 4242").privacySensitive()
            Text("Visa")
            Text("Due 3/27").unredacted()
        }
        #expect(view.redacted(reason: .privacy).render() == "▒▒▒▒ ▒▒▒▒\nVisa\nDue 3/27")
        #expect(view.redacted(reason: .placeholder).render(style: .ascii) == "#### ####\n####\nDue 3/27")
        #expect(view.redacted(reason: []).render() == "Card 4242\nVisa\nDue 3/27")
        #expect(view.redacted(reason: .placeholder).accessibilityTranscript() == "Text: Card 4242\nText: Visa\nText: Due 3/27")
    }

    @Test func presentationModeDismissesThroughThePresentersAction() {
        struct Closer: View {
            @Environment(\.presentationMode) private var presentationMode
            var body: some View { Text(presentationMode.wrappedValue.isPresented ? "presented" : "root") }
        }
        #expect(Closer().render() == "root")
    }

    @Test func gaugesAndShareLinksFitEveryNarrowWidth() {
        let views: [AnyView] = [
            AnyView(Gauge(value: 0.4) { Text("Battery") }),
            AnyView(Gauge(value: 7, in: 0...10) { Text("Rating") } currentValueLabel: { Text("7") }),
            AnyView(Gauge(value: 150, in: 0...100) { Text("Over") } currentValueLabel: { Text("150") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }),
            AnyView(ShareLink(item: URL(string: "https://example.com")!)),
            AnyView(Form { ShareLink("Share the app", item: "https://example.com") }),
            AnyView(ShareLink(item: "x") { Label("Invite", systemImage: "person") }.disabled(true)),
        ]
        for (index, view) in views.enumerated() {
            for width in 0...12 {
                for style in [RenderStyle.unicode, .ascii] {
                    RenderChecks.checkOutputRules(view.render(width: width, style: style), width: width, "view \(index) at \(width) \(style)")
                }
            }
        }
    }

    @Test func aGaugeReadsAsProgressAndClampsItsValue() {
        let gauge = Gauge(value: 150, in: 0...100) { Text("Over") } currentValueLabel: { Text("150") }
        #expect(gauge.render(width: 12) == "Over\n███████ 100%\n150")
        #expect(gauge.accessibilityTranscript() == "Progress: Over, 100 percent")
        #expect(ShareLink(item: "x").disabled(true).accessibilityTranscript() == "Button, Dimmed: Share")
    }

    @Test func sizeCategoryIsTheDynamicTypeSizeByItsOlderName() {
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large && !environment.accessibilityReduceMotion)
        environment.sizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(environment.dynamicTypeSize == .accessibility5)
        environment.dynamicTypeSize = .xSmall
        #expect(environment.sizeCategory == .extraSmall)
        #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
    }

    @Test func aFieldBesideItsLabelInARowShowsOnlyItsText() {
        let row = Form {
            HStack { Text("Name"); Spacer(); TextField("Name", text: .constant("Aiko")) }
            TextField("City", text: .constant("Kyoto"))
        }
        #expect(row.render(width: 20) == """
            ╭──────────────────╮
            │ Name        Aiko │
            ├──────────────────┤
            │ City       Kyoto │
            ╰──────────────────╯
            """)
    }

    @Test func forEachOverABoundArrayByKeyPathEditsEachElement() {
        final class Names: ObservableObject { @Published var all = ["Aiko", "Ben"] }
        struct Editor: View {
            @ObservedObject var names: Names
            var body: some View {
                Form { ForEach($names.all, id: \.self) { $name in TextField("Name", text: $name) } }
            }
        }
        let names = Names()
        let editor = Editor(names: names)
        #expect(editor.render(width: 16).contains("│ Name     Ben │"))
        editor.$names.all.wrappedValue[1] = "Chi"
        #expect(editor.render(width: 16).contains("│ Name     Chi │"))
        #expect(names.all == ["Aiko", "Chi"])
    }
}

import Foundation
import Testing
import TextUI

/// What a tenth unseen set of real apps' screens (a document client's PDF search and share
/// links, a container manager's details, a home-automation watch app's rows and a package
/// manager's install sheet) met that TextUI lacked, each as a screen like the real one, written
/// here.
@MainActor
@Suite struct TenthSetLessonsTests {
    /// A document reader wraps PDFKit's view; its pages were drawn by an image renderer with the
    /// page's text. The view draws each page's text, a rule between pages.
    struct Reader: UIViewRepresentable {
        let document: PDFDocument
        func makeUIView(context: Context) -> PDFView {
            let view = PDFView()
            view.displayMode = .singlePageContinuous
            view.autoScales = true
            return view
        }
        func updateUIView(_ view: PDFView, context: Context) { view.document = document }
    }

    static func page(_ lines: String...) -> PDFPage? {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 612, height: 792)).image { context in
            UIColor.systemBackground.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 612, height: 792))
            for (index, line) in lines.enumerated() {
                line.draw(at: CGPoint(x: 40, y: 40 + 20 * index), withAttributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
            }
        }
        return PDFPage(image: image)
    }

    static func invoice() throws -> PDFDocument {
        let document = PDFDocument()
        document.insert(try #require(page("Invoice 42", "Total due")), at: 0)
        document.insert(try #require(page("Paid in full")), at: 1)
        return document
    }

    @Test func aPDFViewDrawsItsPagesTextPageAfterPage() throws {
        let document = try Self.invoice()
        #expect(document.pageCount == 2)
        #expect(Reader(document: document).render(width: 20) == "Invoice 42\nTotal due\n" + String(repeating: "─", count: 20) + "\nPaid in full")
        #expect(Reader(document: PDFDocument()).render(width: 20) == "⬚ PDFView")
    }

    /// A search box over the document finds each place the words occur, page by page, and
    /// streams them to the document's delegate before telling it the search ended.
    @Test func aSearchFindsEveryMatchAndTellsTheDelegate() throws {
        final class Finder: PDFDocumentDelegate {
            var found: [String] = []
            var ended = false
            func didMatchString(_ instance: PDFSelection) {
                if let copy = instance.copy() as? PDFSelection { found.append(copy.string ?? "") }
            }
            func documentDidEndDocumentFind(_ notification: Notification) { ended = true }
        }
        let document = try Self.invoice()
        let finder = Finder()
        document.delegate = finder
        document.beginFindString("in", withOptions: [.caseInsensitive])
        #expect(finder.found == ["In", "in"])
        #expect(finder.ended)
        let matches = document.findString("paid", withOptions: [.caseInsensitive])
        #expect(matches.count == 1)
        let page = try #require(matches.first?.pages.first)
        #expect(document.index(for: page) == 1)
        #expect(document.index(for: PDFPage()) == NSNotFound)
        let view = PDFView()
        view.document = document
        view.go(to: try #require(matches.first))
        #expect(view.currentPage === page)
    }

    /// A PDF view finds its scroll view to set insets and where it starts; UIKit's scroll view
    /// keeps what is set, and is never being dragged in a preview.
    @Test func aScrollViewKeepsItsInsetsAndOffset() {
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.verticalScrollIndicatorInsets.bottom = 44
        scrollView.setContentOffset(CGPoint(x: 0, y: -20), animated: false)
        #expect(scrollView.contentOffset.y == -20)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 44)
        #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
        #expect(UIView().safeAreaInsets == .zero)
    }

    /// A string catalog's generated accessors hand views a `LocalizedStringResource`: the
    /// title, toggle, picker, button, field, empty state and navigation title each draw it as
    /// the key overload draws the key.
    @Test func viewsTakeALocalizedStringResourceAsTheyTakeAKey() {
        let expiration = LocalizedStringResource("Expiration")
        #expect(Text(LocalizedStringResource("ASN")).render(width: 20) == Text("ASN").render(width: 20))
        #expect(Toggle(LocalizedStringResource("Archive"), isOn: .constant(true)).render(width: 30)
            == Toggle("Archive", isOn: .constant(true)).render(width: 30))
        #expect(Button(LocalizedStringResource("Add"), systemImage: "plus") {}.render(width: 20)
            == Button("Add", systemImage: "plus") {}.render(width: 20))
        #expect(Button(LocalizedStringResource("Done")) {}.render(width: 20) == Button("Done") {}.render(width: 20))
        #expect(Label(LocalizedStringResource("Search"), systemImage: "magnifyingglass").render(width: 20)
            == Label("Search", systemImage: "magnifyingglass").render(width: 20))
        #expect(TextField(LocalizedStringResource("Search"), text: .constant("")).render(width: 20)
            == TextField("Search", text: .constant("")).render(width: 20))
        #expect(LabeledContent(LocalizedStringResource("Added")) { Text("Today") }.render(width: 30)
            == LabeledContent("Added") { Text("Today") }.render(width: 30))
        #expect(Picker(expiration, selection: .constant(1)) { Text("1 d").tag(1) }.render(width: 30)
            == Picker("Expiration", selection: .constant(1)) { Text("1 d").tag(1) }.render(width: 30))
        #expect(ContentUnavailableView(LocalizedStringResource("No share links"), systemImage: "link").render(width: 30)
            == ContentUnavailableView("No share links", systemImage: "link").render(width: 30))
        let titled = NavigationStack { Text("Body").navigationTitle(LocalizedStringResource("Metadata")) }
        #expect(titled.render(width: 30) == NavigationStack { Text("Body").navigationTitle("Metadata") }.render(width: 30))
        #expect(titled.render(width: 30).contains("Metadata"))
        #expect(String(localized: LocalizedStringResource("Original")) == "Original")
    }

    /// A container's details advertise a Handoff activity while its tab is showing: a preview
    /// advertises none, so the update never runs and the screen draws as it was.
    @Test func aUserActivityIsNotAdvertisedInAPreview() {
        var updated = 0
        let screen = Text("nginx").userActivity("com.example.container", isActive: true) { _ in updated += 1 }
        #expect(screen.render(width: 20) == "nginx")
        let element = Text("web").userActivity("com.example.stack", element: "web") { _, _ in updated += 1 }
        #expect(element.render(width: 20) == "web")
        #expect(updated == 0)
    }

    /// A Mac install sheet lists raw terminal output with alternating row backgrounds, and
    /// gives a button the End key when another is the default: the rows draw as they are, and
    /// the shortcut is the End key's, distinct from Home's.
    @Test func alternatingRowsAndEndKeyDrawTheListAndButtonAsTheyAre() {
        let rows = List { Text("==> Downloading"); Text("==> Pouring") }
        #expect(rows.alternatingRowBackgrounds(.enabled).render(width: 30) == rows.render(width: 30))
        #expect(rows.alternatingRowBackgrounds().render(width: 30).contains("==> Pouring"))
        let install = Button("Install") {}.keyboardShortcut(.init(.end))
        #expect(install.render(width: 20) == Button("Install") {}.render(width: 20))
        #expect(KeyEquivalent.end != KeyEquivalent.home)
        #expect(Set([KeyEquivalent.pageUp, .pageDown, .deleteForward, .clear]).count == 4)
    }
}

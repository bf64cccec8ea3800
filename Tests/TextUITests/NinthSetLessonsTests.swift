import Foundation
import Testing
import TextUI

/// What a ninth unseen set of real apps' screens (a Nostr client's author cards, a
/// read-it-later client's article list, a Reddit client's onboarding and a password manager's
/// attachments) met that TextUI lacked, each as a screen like the real one, written here.
@MainActor
@Suite struct NinthSetLessonsTests {
    final class Book: NSManagedObject {
        var title = ""
        var finished = false
    }

    final class Shelf: NSManagedObject {
        var label = ""
    }

    struct BookList: View {
        @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)])
        private var books: FetchedResults<Book>

        var body: some View {
            VStack(alignment: .leading) {
                Text("\(books.count) books")
                ForEach(books, id: \.self) { Text($0.title) }
            }
        }
    }

    /// A reading list's rows come from Core Data: the objects a preview inserts into its context
    /// are what the fetch request lists, in the order they were inserted; another entity's
    /// objects are not among them, and a deleted one is gone at the next draw.
    @Test func aFetchRequestListsWhatThePreviewInsertedIntoItsContext() throws {
        let context = NSManagedObjectContext(.mainQueue)
        let dune = Book(context: context)
        dune.title = "Dune"
        Book(context: context).title = "Emma"
        Shelf(context: context).label = "Kitchen"
        let screen = BookList().environment(\.managedObjectContext, context)
        #expect(screen.render(width: 20) == "2 books\nDune\nEmma")
        context.delete(dune)
        #expect(screen.render(width: 20) == "1 books\nEmma")
        #expect(dune.isDeleted)
        #expect(try context.count(for: NSFetchRequest<Shelf>(entityName: "Shelf")) == 1)
    }

    /// A view that finds one author by id builds its request with a predicate: only the objects
    /// the predicate keeps come back, and a request nothing matches shows the view's own
    /// fallback.
    @Test func aPredicateKeepsOnlyTheObjectsItMatches() {
        struct FinishedOnly: View {
            @FetchRequest private var books: FetchedResults<Book>
            init(finished: Bool) {
                let request = NSFetchRequest<Book>(entityName: "Book")
                request.predicate = NSPredicate { book, _ in (book as? Book)?.finished == finished }
                _books = FetchRequest(fetchRequest: request)
            }
            var body: some View {
                if let first = books.first { Text(first.title) } else { Text("none yet") }
            }
        }
        let context = NSManagedObjectContext(.mainQueue)
        Book(context: context).title = "Unread"
        let read = Book(context: context)
        read.title = "Read"
        read.finished = true
        #expect(FinishedOnly(finished: true).environment(\.managedObjectContext, context).render(width: 20) == "Read")
        #expect(FinishedOnly(finished: false).environment(\.managedObjectContext, context).render(width: 20) == "Unread")
        #expect(FinishedOnly(finished: true).render(width: 20) == "none yet")
    }

    /// An article list asks for its entity by description and sort keys; a managed object is
    /// an observable object its row observes, and the entity is named after the class.
    @Test func aRequestByEntityDescriptionFindsThatClassesObjects() throws {
        struct Titles: View {
            @FetchRequest(entity: Book.entity(), sortDescriptors: [NSSortDescriptor(key: "id", ascending: false)])
            var books: FetchedResults<Book>
            var body: some View { Text(books.map(\.title).joined(separator: ", ")) }
        }
        struct Row: View {
            @ObservedObject var book: Book
            var body: some View { Text(book.title) }
        }
        let container = NSPersistentContainer(name: "Library")
        var loaded = 0
        container.loadPersistentStores { _, error in if error == nil { loaded += 1 } }
        #expect(loaded == 1)
        Book(context: container.viewContext).title = "Kokoro"
        #expect(Book.entity().name == "Book")
        #expect(Titles().environment(\.managedObjectContext, container.viewContext).render(width: 20) == "Kokoro")
        let book = try #require(container.viewContext.fetch(NSFetchRequest<Book>(entityName: "Book")).first)
        #expect(Row(book: book).render(width: 20) == "Kokoro")
        #expect(container.newBackgroundContext().registeredObjects.isEmpty)
    }

    /// A share sheet wrapped for SwiftUI sets what runs when it closes, and which services to
    /// leave out; the sheet draws as its line.
    @Test func aShareSheetKeepsItsCompletionHandlerAndExclusions() {
        struct ShareSheet: UIViewControllerRepresentable {
            let onClose: () -> Void
            func makeUIViewController(context: Context) -> UIActivityViewController {
                let sheet = UIActivityViewController(activityItems: ["https://example.com"], applicationActivities: nil)
                sheet.completionWithItemsHandler = { _, _, _, _ in onClose() }
                sheet.excludedActivityTypes = [.airDrop, UIActivity.ActivityType("com.example.pin")]
                return sheet
            }
            func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
        }
        var closed = false
        #expect(ShareSheet { closed = true }.render(width: 40) == "⬚ UIActivityViewController")
        #expect(!closed)
        let sheet = UIActivityViewController(activityItems: [], applicationActivities: nil)
        sheet.excludedActivityTypes = [.mail]
        #expect(sheet.excludedActivityTypes == [UIActivity.ActivityType(rawValue: "com.apple.UIKit.activity.Mail")])
    }

    /// An attachment preview shows a fetched file in iOS 26's web view: a line naming the page.
    @Test func aSwiftUIWebViewDrawsTheLineNamingItsPage() {
        #expect(WebView(url: URL(string: "https://example.com/file.pdf")).render(width: 40) == "⬚ WebView https://example.com/file.pdf")
        #expect(WebView(url: nil).render(width: 40) == "⬚ WebView")
    }

    /// A captured photo's size is measured from its bytes before it is saved: an image made
    /// from data gives them back; a named image has none to give.
    @Test func anImageMadeFromDataGivesItsBytesBack() throws {
        let bytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10])
        let photo = try #require(UIImage(data: bytes))
        #expect(photo.jpegData(compressionQuality: 0.5) == bytes)
        #expect(photo.pngData()?.count == 6)
        #expect(UIImage(named: "logo")?.pngData() == nil)
    }

    /// An attach menu opens the photo library for several photos with no library named: the
    /// picker's line shows while it is presented, nothing when it is not.
    @Test func aPhotosPickerForSeveralPhotosPresentsTheLibrary() {
        let shown = Text("Attach").photosPicker(isPresented: .constant(true), selection: .constant([]), maxSelectionCount: 1)
        #expect(shown.render(width: 40).contains("⬚ PHPickerViewController"))
        let hidden = Text("Attach").photosPicker(isPresented: .constant(false), selection: .constant([]), maxSelectionCount: 1)
        #expect(hidden.render(width: 40) == "Attach")
    }
}

extension NinthSetLessonsTests {
    /// An article's bottom bar opens its assistant menu with `hands.and.sparkles`: a symbol of
    /// its own, not the unknown-symbol cell.
    @Test func theAssistantMenusSymbolIsDrawn() {
        #expect(Image(systemName: "hands.and.sparkles").render(width: 4) == "✦")
        #expect(Image(systemName: "hands.and.sparkles.fill").render(width: 4) == "✦")
    }

    /// A list row's PreviewProvider asks Xcode for a 300 × 70 canvas (`.previewLayout(.fixed(…))`):
    /// the row is drawn in a box of that size, cut where the canvas cuts it; the other layouts
    /// leave it to the width it is rendered at.
    @Test func aFixedPreviewLayoutDrawsTheViewInABoxOfThatSize() {
        let title = Text("One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen")
        #expect(title.previewLayout(.fixed(width: 150, height: 40)).render(width: 40) == "One two three four\nfive six seven")
        #expect(title.previewLayout(.sizeThatFits).render(width: 40) == title.render(width: 40))
        #expect(title.previewLayout(.device).render(width: 40) == title.render(width: 40))
    }
}

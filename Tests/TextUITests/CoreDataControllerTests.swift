import Foundation
import Testing
import TextUI

/// Core Data as view models of the MVVM kind use it beside SwiftUI: an untyped
/// `NSFetchRequest<NSFetchRequestResult>`, object identities passed to a detail screen, and a
/// fetched results controller feeding a list in sections. Written here in our words.
@MainActor
@Suite struct CoreDataControllerTests {
    final class Note: NSManagedObject {
        @ManagedProperty var text: String?
        @ManagedProperty var folder: String?
    }

    final class NotesModel: NSObject, ObservableObject, NSFetchedResultsControllerDelegate {
        @Published var notes: [Note] = []
        let controller: NSFetchedResultsController<Note>

        init(context: NSManagedObjectContext) throws {
            let request = NSFetchRequest<Note>(entityName: "Note")
            request.sortDescriptors = [NSSortDescriptor(key: "folder", ascending: true), NSSortDescriptor(key: "text", ascending: true)]
            controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "folder", cacheName: nil)
            super.init()
            controller.delegate = self
            try controller.performFetch()
            notes = controller.fetchedObjects ?? []
        }

        func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
            notes = self.controller.fetchedObjects ?? []
        }
    }

    private func note(_ text: String, in folder: String, _ context: NSManagedObjectContext) -> Note {
        let note = Note(context: context)
        note.text = text
        note.folder = folder
        return note
    }

    /// The controller's sections follow the section key path in the request's order; an index
    /// path finds an object and an object its index path.
    @Test func aFetchedResultsControllerCutsItsObjectsIntoSections() throws {
        let context = NSManagedObjectContext(.mainQueue)
        _ = note("milk", in: "Shopping", context)
        let call = note("call Aiko", in: "Home", context)
        _ = note("bread", in: "Shopping", context)
        let model = try NotesModel(context: context)
        #expect(model.notes.compactMap(\.text) == ["call Aiko", "bread", "milk"])
        #expect(model.controller.sections?.map(\.name) == ["Home", "Shopping"])
        #expect(model.controller.sections?.map(\.numberOfObjects) == [1, 2])
        #expect(model.controller.sectionIndexTitles == ["H", "S"])
        #expect(model.controller.object(at: IndexPath(row: 1, section: 1)).text == "milk")
        #expect(model.controller.indexPath(forObject: call) == IndexPath(row: 0, section: 0))
    }

    /// A detail screen is given an object's identity and finds the object in its context; an
    /// identity the context does not hold is an error, as Core Data's.
    @Test func anObjectIDFindsItsObjectInTheContext() throws {
        let context = NSManagedObjectContext(.mainQueue)
        _ = note("first", in: "A", context)
        let second = note("second", in: "A", context)
        let id = second.objectID
        #expect(id.uriRepresentation().absoluteString == "x-coredata://TextUI/Note/p2")
        #expect((context.object(with: id) as? Note)?.text == "second")
        #expect(try (context.existingObject(with: id) as? Note)?.text == "second")
        let other = NSManagedObjectContext(.mainQueue)
        #expect(throws: (any Error).self) { try other.existingObject(with: id) }
    }

    final class Folder: NSManagedObject {
        @ManagedProperty var notes: NSSet?
        @ManagedProperty var pinned: NSOrderedSet?
    }

    /// The bodies the copy gives Xcode's generated relationship accessors add and remove one
    /// member or a set of them; an ordered relationship keeps the order they were added in.
    @Test func generatedRelationshipAccessorsChangeTheRelationship() {
        let context = NSManagedObjectContext(.mainQueue)
        let folder = Folder(context: context)
        let (a, b, c) = (note("a", in: "F", context), note("b", in: "F", context), note("c", in: "F", context))
        folder.notes = ManagedRelationship.adding(a, to: folder.notes)
        folder.notes = ManagedRelationship.adding(NSSet(array: [b, c]), to: folder.notes)
        folder.notes = ManagedRelationship.removing(b, from: folder.notes)
        #expect(folder.notes?.count == 2 && folder.notes?.contains(a) == true && folder.notes?.contains(b) == false)
        folder.pinned = ManagedRelationship.adding(c, to: folder.pinned)
        folder.pinned = ManagedRelationship.adding([a, b], to: folder.pinned)
        folder.pinned = ManagedRelationship.removing(NSOrderedSet(object: a), from: folder.pinned)
        #expect(folder.pinned?.array.compactMap { ($0 as? Note)?.text } == ["c", "b"])
        var tagged: Set<Note>? = nil
        tagged = ManagedRelationship.adding(a, to: tagged)
        #expect(tagged == [a])
    }

    /// Older code asks for untyped results and casts them.
    @Test func anUntypedRequestFetchesManagedObjects() throws {
        let context = NSManagedObjectContext(.mainQueue)
        _ = note("kept", in: "A", context)
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
        request.predicate = NSPredicate(format: "folder == %@", "A")
        let found = try context.fetch(request) as? [Note]
        #expect(found?.compactMap(\.text) == ["kept"])
        #expect(try context.count(for: Note.fetchRequest()) == 1)
    }
}

import Foundation
import Testing
import TextUI

/// Xcode's "Core Data" app template, and the screens teams grow from it: entity classes whose
/// attributes are `@NSManaged` (the copy stores them in `@ManagedProperty`), a list fetched
/// with a predicate written as a format and sort descriptors on optional attributes, and the
/// stack's settings. Written here in our words, the way the template shapes them.
@MainActor
@Suite struct CoreDataTemplateTests {
    /// Identifiable as Xcode's generated class declares it (`extension Item : Identifiable {}`).
    final class Task: NSManagedObject, Identifiable {
        @ManagedProperty var title: String?
        @ManagedProperty var done: Bool
        @ManagedProperty var priority: Int16
        @ManagedProperty var dueDate: Date?
        @ManagedProperty var list: TaskList?
    }

    final class TaskList: NSManagedObject {
        @ManagedProperty var name: String?
        @ManagedProperty var tasks: NSSet?
    }

    struct OpenTasks: View {
        @FetchRequest(
            sortDescriptors: [NSSortDescriptor(keyPath: \Task.dueDate, ascending: true)],
            predicate: NSPredicate(format: "done == NO"),
            animation: .default)
        private var tasks: FetchedResults<Task>

        var body: some View {
            VStack(alignment: .leading) {
                ForEach(tasks) { task in Text(task.title ?? "Untitled") }
            }
        }
    }

    private func day(_ number: Int) -> Date { Date(timeIntervalSince1970: TimeInterval(number) * 86_400) }

    @discardableResult
    private func task(_ title: String?, done: Bool = false, priority: Int16 = 0, due: Date? = nil, in context: NSManagedObjectContext) -> Task {
        let task = Task(context: context)
        task.title = title
        task.done = done
        task.priority = priority
        task.dueDate = due
        return task
    }

    /// The template's list: the predicate keeps what is not done and the optional date orders
    /// it, a task with no date first, as Core Data orders an empty value.
    @Test func theTemplatesListFiltersByItsFormatAndSortsByAnOptionalDate() {
        let context = NSManagedObjectContext(.mainQueue)
        task("Call Aiko", due: day(3), in: context)
        task("Pay rent", done: true, due: day(1), in: context)
        task("Buy milk", due: day(2), in: context)
        task("Someday", in: context)
        #expect(OpenTasks().environment(\.managedObjectContext, context).render(width: 20) == "Someday\nBuy milk\nCall Aiko")
    }

    /// An attribute never set reads as a new object's does in Core Data; setting one announces
    /// the change to the views that observe the object.
    @Test func anUnsetAttributeReadsAsCoreDatasDefaultAndASetOneAnnouncesItself() {
        let context = NSManagedObjectContext(.mainQueue)
        let task = Task(context: context)
        #expect(task.title == nil && task.done == false && task.priority == 0 && task.dueDate == nil && task.list == nil)
        var announced = 0
        let subscription = task.objectWillChange.sink { _ in announced += 1 }
        task.title = "Water plants"
        task.done = true
        #expect(announced == 2)
        #expect(task.title == "Water plants" && task.done)
        subscription.cancel()
    }

    /// Predicates as screens write them: arguments, string operators with their options, key
    /// paths through a relationship, counts and lists.
    @Test(arguments: [
        ("title == %@", ["Buy milk"], ["Buy milk"]),
        ("title CONTAINS[cd] %@", ["MILK"], ["Buy milk"]),
        ("title BEGINSWITH 'Call' OR priority > 1", [], ["Call Aiko", "Pay rent"]),
        ("NOT (done == YES) AND priority >= %d", [1], ["Call Aiko"]),
        ("title IN %@", [["Pay rent", "Someday"]], ["Pay rent"]),
        ("list.name == %@", ["Home"], ["Buy milk"]),
        ("%K == nil", ["list"], ["Call Aiko", "Pay rent"]),
        ("title LIKE[c] '*RENT'", [], ["Pay rent"]),
        ("priority BETWEEN {1, 2}", [], ["Call Aiko"]),
        ("TRUEPREDICATE", [], ["Call Aiko", "Pay rent", "Buy milk"]),
    ] as [(String, [any Sendable], [String])])
    func aFormatKeepsTheObjectsItDescribes(format: String, arguments: [any Sendable], kept: [String]) throws {
        let context = NSManagedObjectContext(.mainQueue)
        task("Call Aiko", priority: 1, in: context)
        task("Pay rent", done: true, priority: 3, in: context)
        let milk = task("Buy milk", in: context)
        let home = TaskList(context: context)
        home.name = "Home"
        milk.list = home
        let request = NSFetchRequest<Task>(entityName: "Task")
        request.predicate = NSPredicate(format: format, argumentArray: arguments.map { $0 as Any })
        #expect(try context.fetch(request).compactMap(\.title) == kept)
    }

    /// A to-many relationship's count and `ANY` over its members.
    @Test func aFormatReadsThroughAToManyRelationship() throws {
        let context = NSManagedObjectContext(.mainQueue)
        let home = TaskList(context: context)
        home.name = "Home"
        let chores = [task("Dishes", in: context), task("Laundry", done: true, in: context)]
        home.tasks = NSSet(array: chores)
        let work = TaskList(context: context)
        work.name = "Work"
        let request = NSFetchRequest<TaskList>(entityName: "TaskList")
        request.predicate = NSPredicate(format: "tasks.@count > 0")
        #expect(try context.fetch(request).compactMap(\.name) == ["Home"])
        request.predicate = NSPredicate(format: "ANY tasks.done == YES")
        #expect(try context.fetch(request).compactMap(\.name) == ["Home"])
    }

    /// A sign-up form checks what was typed against a pattern, the predicate evaluated on the
    /// text itself (`SELF`); a fetch bounds a date with `NSDate` arguments.
    @Test func selfNamesTheValueAndNSDateArgumentsCompareAsDates() throws {
        let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}")
        #expect(email.evaluate(with: "aiko@example.jp"))
        #expect(!email.evaluate(with: "aiko@example"))
        let context = NSManagedObjectContext(.mainQueue)
        task("Past", due: day(1), in: context)
        task("Soon", due: day(5), in: context)
        let request = NSFetchRequest<Task>(entityName: "Task")
        request.predicate = NSPredicate(format: "dueDate >= %@ AND dueDate <= %@", day(2) as NSDate, day(6) as NSDate)
        #expect(try context.fetch(request).compactMap(\.title) == ["Soon"])
        request.predicate = NSPredicate(format: "dueDate < %@ AND title != %@", day(2) as CVarArg, "Soon")
        #expect(try context.fetch(request).compactMap(\.title) == ["Past"])
        #expect(String(format: "due %@", day(0) as CVarArg) == "due 1970-01-01 00:00:00 +0000")
        let home = TaskList(context: context)
        let chore = task("Chore", in: context)
        chore.list = home
        request.predicate = NSPredicate(format: "list == %@", home)
        #expect(try context.fetch(request).compactMap(\.title) == ["Chore"])
        #expect(String(format: "%@", home).contains("TaskList"))
    }

    /// A format TextUI does not read (a subquery, a variable) keeps every object, and so does
    /// one that does not parse: a preview lists too much rather than too little.
    @Test(arguments: ["SUBQUERY(tasks, $t, $t.done == NO).@count > 0", "title == $name", "title ==", "(done == NO"])
    func aFormatOutsideWhatIsReadKeepsEveryObject(format: String) throws {
        let context = NSManagedObjectContext(.mainQueue)
        task("One", in: context)
        task("Two", done: true, in: context)
        let request = NSFetchRequest<Task>(entityName: "Task")
        request.predicate = NSPredicate(format: format)
        #expect(try context.fetch(request).count == 2)
    }

    /// Sort descriptors as screens write them: by a key's name (a dotted path too), by a key
    /// path to a `Comparable` value, and as value types; the first decides first, ties keep the
    /// order of insertion; the value-type ones can be changed through the results.
    @Test func sortDescriptorsOrderTheFetchInEachOfTheirForms() throws {
        let context = NSManagedObjectContext(.mainQueue)
        task("b", priority: 2, in: context)
        task("a", priority: 1, in: context)
        task("c", priority: 2, in: context)
        let request = NSFetchRequest<Task>(entityName: "Task")
        request.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false), NSSortDescriptor(key: "title", ascending: true)]
        #expect(try context.fetch(request).compactMap(\.title) == ["b", "c", "a"])
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Task.priority, ascending: true)]
        #expect(try context.fetch(request).compactMap(\.title) == ["a", "b", "c"])

        struct ByTitle: View {
            @FetchRequest(sortDescriptors: [SortDescriptor(\.title, order: .reverse)]) var tasks: FetchedResults<Task>
            var body: some View { Text(tasks.compactMap(\.title).joined(separator: " ")) }
        }
        let screen = ByTitle().environment(\.managedObjectContext, context)
        #expect(screen.render(width: 20) == "c b a")
    }

    /// A sectioned list cuts the fetched objects wherever the section identifier changes, in the
    /// order the sort descriptors give.
    @Test func aSectionedFetchCutsTheOrderedObjectsWhereTheIdentifierChanges() {
        struct ByPriority: View {
            @SectionedFetchRequest(sectionIdentifier: \Task.priority, sortDescriptors: [SortDescriptor(\.priority), SortDescriptor(\.title)])
            var groups: SectionedFetchResults<Int16, Task>
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(groups) { group in
                        Text("\(group.id): " + group.compactMap(\.title).joined(separator: ", "))
                    }
                }
            }
        }
        let context = NSManagedObjectContext(.mainQueue)
        task("wash", priority: 2, in: context)
        task("call", priority: 1, in: context)
        task("buy", priority: 2, in: context)
        #expect(ByPriority().environment(\.managedObjectContext, context).render(width: 20) == "1: call\n2: buy, wash")
    }

    /// The stack the template builds: a CloudKit container, its stores loaded, its view context
    /// set to merge; the settings are kept and the preview's context works as any other.
    @Test func theTemplatesStackLoadsAndKeepsItsSettings() throws {
        let container = NSPersistentCloudKitContainer(name: "Tasks")
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        var loaded = 0
        container.loadPersistentStores { _, error in
            #expect(error == nil)
            loaded += 1
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        #expect(loaded == 1)
        #expect(container.viewContext.automaticallyMergesChangesFromParent)
        #expect((container.viewContext.mergePolicy as? NSMergePolicy)?.mergeType == .mergeByPropertyObjectTrumpMergePolicyType)
        task("Kept", in: container.viewContext)
        try container.viewContext.save()
        #expect(try container.viewContext.count(for: NSFetchRequest<Task>(entityName: "Task")) == 1)
    }
}

import Testing
import TextUI

private struct Task: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone: Bool
}

/// A checklist over state: `ForEach($tasks)` hands each row a binding to its element.
private struct Checklist: View {
    @State var tasks = [Task(id: 1, title: "Tea", isDone: false), Task(id: 2, title: "Rice", isDone: true)]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach($tasks) { $task in
                Toggle(task.title, isOn: $task.isDone)
            }
        }
    }
}

private struct Greeter: View {
    @State private var name: String
    init(name: String) { _name = State(initialValue: name) }
    var body: some View { Text("Hello, \(name)") }
    func rename(_ newName: String) { name = newName }
    var nameBinding: Binding<String> { $name }
}

/// State keeps what is written through its binding for as long as the view value lives;
/// bindings read and write through to their owner.
@MainActor
@Suite struct StateAndBindingTests {
    @Test func stateStartsAtItsInitialValueAndKeepsWhatIsWritten() {
        let greeter = Greeter(name: "Aiko")
        #expect(greeter.render() == "Hello, Aiko")
        greeter.rename("Ben")
        #expect(greeter.render() == "Hello, Ben")
        greeter.nameBinding.wrappedValue = "Chie"
        #expect(greeter.render() == "Hello, Chie")
        #expect(Greeter(name: "Aiko").render() == "Hello, Aiko", "a new view value starts afresh")
    }

    @Test func aBindingToACollectionIsACollectionOfBindingsThatWriteBack() {
        let list = Checklist()
        #expect(list.render(width: 12) == "Tea     (○ )\nRice    ( ●)")
        let rows = list.$tasks
        #expect(rows.count == 2)
        #expect(rows.map(\.id) == [1, 2])
        rows[0].isDone.wrappedValue = true
        rows[1].title.wrappedValue = "Miso"
        #expect(list.tasks.map(\.isDone) == [true, true])
        #expect(list.render(width: 12) == "Tea     ( ●)\nMiso    ( ●)")
    }

    @Test func aMemberBindingWritesTheFieldBackIntoTheWhole() {
        var task = Task(id: 1, title: "Tea", isDone: false)
        let binding = Binding(get: { task }, set: { task = $0 })
        binding.title.wrappedValue = "Green tea"
        binding.isDone.wrappedValue = true
        #expect(task == Task(id: 1, title: "Green tea", isDone: true))
        #expect(binding.id == 1)
        #expect(Binding(projectedValue: binding).title.wrappedValue == "Green tea")
    }

    @Test func aConstantBindingIgnoresWrites() {
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
        #expect(constant.animation().wrappedValue == 3)
    }

    @Test func optionalBindingsConvertBothWays() {
        var name = "Aiko"
        let optional = Binding<String?>(Binding(get: { name }, set: { name = $0 }))
        optional.wrappedValue = "Ben"
        optional.wrappedValue = nil
        #expect(name == "Ben", "nil is not written back")

        var maybe: String? = "Tea"
        let unwrapped = try! #require(Binding(Binding<String?>(get: { maybe }, set: { maybe = $0 })))
        unwrapped.wrappedValue = "Rice"
        #expect(maybe == "Rice")
        maybe = nil
        #expect(unwrapped.wrappedValue == "Rice", "keeps the last value once its base is nil")
        var none: String? = nil
        #expect(Binding(Binding<String?>(get: { none }, set: { none = $0 })) == nil)
    }

    @Test func anAnyHashableBindingWritesOnlyItsOwnType() {
        var count = 1
        let erased = Binding<AnyHashable>(Binding(get: { count }, set: { count = $0 }))
        erased.wrappedValue = AnyHashable(5)
        erased.wrappedValue = AnyHashable("five")
        #expect(count == 5)
        #expect(erased.wrappedValue == AnyHashable(5))
    }

    @Test func stateStartsNilWithTheEmptyInitializer() {
        struct Selection: View {
            @State var selected: Int? = nil
            @State var other: String?
            var body: some View { Text(selected.map { "#\($0)" } ?? "none") }
        }
        let view = Selection()
        #expect(view.render() == "none")
        view.$selected.wrappedValue = 2
        #expect(view.render() == "#2")
        #expect(State<Int?>().wrappedValue == nil)
    }
}

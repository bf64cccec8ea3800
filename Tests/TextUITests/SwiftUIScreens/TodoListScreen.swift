// A to-do list as an iOS team writes it, over an @Observable store: sections with a footer,
// move and delete, swipe actions, a collapsible completed group, an edit button driving the edit
// mode it sets in the environment, a bottom bar, a confirmation dialog and a new-item sheet with
// detents, focus and a segmented picker.
import Testing
import TextUI
import Observation

private struct TodoItem: Identifiable, Hashable {
    let id: UUID
    var title: String
    var notes: String = ""
    var isDone: Bool = false
    var priority: Priority = .normal

    enum Priority: String, CaseIterable, Identifiable {
        case low, normal, high
        var id: Self { self }
    }
}

@Observable
private final class TodoStore {
    var items: [TodoItem]
    var lastSynced: String?

    init(items: [TodoItem] = [], lastSynced: String? = nil) {
        self.items = items
        self.lastSynced = lastSynced
    }

    var open: [TodoItem] { items.filter { !$0.isDone } }
    var done: [TodoItem] { items.filter(\.isDone) }

    func add(_ title: String, priority: TodoItem.Priority) {
        items.append(TodoItem(id: UUID(), title: title, priority: priority))
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }

    func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }

    func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isDone.toggle()
    }
}

private struct TodoListScreen: View {
    @Bindable var store: TodoStore
    @State private var isAddingItem = false
    @State private var selection = Set<TodoItem.ID>()
    @State private var editMode: EditMode = .inactive
    @State private var showsCompleted = false
    @State private var confirmsClear = false

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                Section {
                    ForEach(store.open) { item in
                        TodoRow(item: item) { store.toggle(item) }
                            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                Button("Done", systemImage: "checkmark") { store.toggle(item) }
                                    .tint(.green)
                            }
                    }
                    .onMove(perform: store.move)
                    .onDelete(perform: store.delete)
                } header: {
                    Text("To Do")
                } footer: {
                    if let lastSynced = store.lastSynced {
                        Text("Synced \(lastSynced)")
                    }
                }

                if !store.done.isEmpty {
                    Section {
                        DisclosureGroup("Completed (\(store.done.count))", isExpanded: $showsCompleted) {
                            ForEach(store.done) { item in
                                TodoRow(item: item) { store.toggle(item) }
                            }
                        }
                    }
                    .listSectionSeparator(.hidden)
                }
            }
            .listStyle(.insetGrouped)
            .environment(\.editMode, $editMode)
            .navigationTitle("Reminders")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button {
                        isAddingItem = true
                    } label: {
                        Label("New Reminder", systemImage: "plus.circle.fill")
                            .labelStyle(.titleAndIcon)
                    }
                    Spacer()
                    if editMode.isEditing {
                        Button("Delete \(selection.count)", role: .destructive) {
                            confirmsClear = true
                        }
                        .disabled(selection.isEmpty)
                    }
                }
            }
            .confirmationDialog("Delete the selected reminders?", isPresented: $confirmsClear, titleVisibility: .visible) {
                Button("Delete", role: .destructive) {
                    store.items.removeAll { selection.contains($0.id) }
                    selection.removeAll()
                }
                Button("Cancel", role: .cancel) {}
            }
            .sheet(isPresented: $isAddingItem, onDismiss: { editMode = .inactive }) {
                NewTodoSheet { title, priority in
                    store.add(title, priority: priority)
                }
            }
            .onChange(of: editMode) { oldValue, newValue in
                if !newValue.isEditing { selection.removeAll() }
            }
        }
    }
}

private struct TodoRow: View {
    let item: TodoItem
    let toggle: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Button(action: toggle) {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                }
            .buttonStyle(.plain)
            .accessibilityLabel(item.isDone ? "Mark as not done" : "Mark as done")

            VStack(alignment: .leading) {
                Text(item.title)
                    .strikethrough(item.isDone)
                if !item.notes.isEmpty {
                    Text(item.notes)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            if item.priority == .high {
                Image(systemName: "exclamationmark")
                    .foregroundStyle(.red)
                    .accessibilityLabel("High priority")
            }
        }
        .listRowSeparator(.hidden, edges: .top)
    }
}

private struct NewTodoSheet: View {
    var onSave: (String, TodoItem.Priority) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var priority = TodoItem.Priority.normal
    @FocusState private var titleFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                    .focused($titleFocused)
                    .submitLabel(.done)
                    .onSubmit(save)
                Picker("Priority", selection: $priority) {
                    ForEach(TodoItem.Priority.allCases) { priority in
                        Text(priority.rawValue.capitalized).tag(priority)
                    }
                }
                .pickerStyle(.segmented)
                .listRowBackground(Color.clear)
                .listRowInsets(EdgeInsets())
            }
            .navigationTitle("New Reminder")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add", action: save)
                        .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            .onAppear { titleFocused = true }
        }
        .presentationDetents([.medium])
        .presentationDragIndicator(.visible)
        .interactiveDismissDisabled(!title.isEmpty)
    }

    private func save() {
        onSave(title, priority)
        dismiss()
    }
}

@MainActor
@Suite(.drawsEveryReadableText) struct TodoListScreenTests {
    private func store() -> TodoStore {
        TodoStore(items: [
            TodoItem(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "Buy oat milk", notes: "Barista edition"),
            TodoItem(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, title: "Book dentist", priority: .high),
            TodoItem(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, title: "Water plants", isDone: true),
        ], lastSynced: "5 min ago")
    }

    @Test func theListShowsOpenItemsTheCompletedGroupAndTheBars() {
        #expect(TodoListScreen(store: store()).render(width: 40) == """
                           Reminders            Edit
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              To Do
            ╭──────────────────────────────────────╮
            │ ○  Buy oat milk                      │
            │    Barista edition                   │
            ├──────────────────────────────────────┤
            │ ○  Book dentist                    ! │
            ╰──────────────────────────────────────╯
              Synced 5 min ago

            ╭──────────────────────────────────────╮
            │ ▸ Completed (1)                      │
            ╰──────────────────────────────────────╯
            ────────────────────────────────────────
            ⊕ New Reminder
            """)
    }

    @Test func aScreenReaderReadsTheRowsTheirActionsAndTheCollapsedGroup() {
        let screen = TodoListScreen(store: store())
        #expect(screen.accessibilityTranscript() == """
            Heading: Reminders
            Button: Edit
            Heading: To Do
            Button: Mark as done
              Actions: Done, Delete
            Text: Buy oat milk
            Text: Barista edition
            Button: Mark as done
              Actions: Done, Delete
            Text: Book dentist
            Image: High priority
            Text: Synced 5 min ago
            Button: Completed (1), collapsed
            Button: New Reminder
            """)
        let text = screen.render(width: 24)
        for words in ["Reminders", "Edit", "Buy oat milk", "Barista edition", "Book dentist", "Synced 5 min ago", "▸ Completed (1)", "⊕ New Reminder"] {
            #expect(text.contains(words), "\(words)")
        }
    }

    @Test func theNewItemSheetHasItsBarsAFieldAndASegmentedPicker() {
        let text = NewTodoSheet { _, _ in }.render(width: 40)
        for words in ["Cancel", "New Reminder", "Add", "Title", "Low", "[Normal]", "High"] {
            #expect(text.contains(words), "\(words)")
        }
        #expect(NewTodoSheet { _, _ in }.accessibilityTranscript().contains("Button, Dimmed: Add"))
    }

    @Test func theStoreMovesDeletesAndTogglesAsTheListAsks() {
        let todos = store()
        todos.move(from: IndexSet(integer: 0), to: 2)
        #expect(todos.items.map(\.title) == ["Book dentist", "Buy oat milk", "Water plants"])
        todos.delete(at: IndexSet(integer: 2))
        todos.toggle(todos.items[0])
        let text = TodoListScreen(store: todos).render(width: 40)
        #expect(text.contains("▸ Completed (1)") && text.contains("Buy oat milk"))
        #expect(!text.contains("Book dentist") && !text.contains("Water plants"))
    }

    @Test func noLineIsWiderThanTheWidth() async {
        for width in 0...60 {
            await Task.yield()  // other main-actor tests get their turn between widths
            RenderChecks.checkOutputRules(TodoListScreen(store: store()).render(width: width), width: width, "list at \(width)")
            RenderChecks.checkOutputRules(NewTodoSheet { _, _ in }.render(width: width), width: width, "sheet at \(width)")
        }
    }
}

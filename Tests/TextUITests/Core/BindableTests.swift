import Observation
import Testing
import TextUI

@MainActor @Observable
private final class Draft {
    var title = "Trip"
    var isShared = false
}

private struct DraftForm: View {
    @Bindable var draft: Draft
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $draft.title)
            Toggle("Shared", isOn: $draft.isShared)
        }
    }
}

/// `$model.field` of a `@Bindable` model is a binding to the model's field.
@MainActor
@Suite struct BindableTests {
    @Test func aBindingToAModelFieldReadsAndWritesTheModel() {
        let draft = Draft()
        let form = DraftForm(draft: draft)
        #expect(form.render(width: 12) == "╭──────────╮\n│ Trip     │\n╰──────────╯\nShared  (○ )")
        form.$draft.title.wrappedValue = "Kyoto"
        form.$draft.isShared.wrappedValue = true
        #expect(draft.title == "Kyoto" && draft.isShared)
        #expect(form.render(width: 12) == "╭──────────╮\n│ Kyoto    │\n╰──────────╯\nShared  ( ●)")
    }

    @Test func bindableMadeInABodyGivesTheSameBindings() {
        let draft = Draft()
        @Bindable var bindable = draft
        $bindable.title.wrappedValue = "Osaka"
        Bindable(draft).isShared.wrappedValue = true
        #expect(draft.title == "Osaka" && draft.isShared)
        #expect(Bindable(projectedValue: $bindable).wrappedValue === draft)
    }
}

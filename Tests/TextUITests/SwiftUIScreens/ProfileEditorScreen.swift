import Foundation
import Testing
import TextUI

struct UserProfile: Equatable {
    var firstName: String
    var lastName: String
    var bio: String
    var birthday: Date
    var yearsOfExperience: Int
    var isPublic: Bool
    var favoriteColor: Color = .blue

    var initials: String {
        "\(firstName.prefix(1))\(lastName.prefix(1))".uppercased()
    }
}

final class ProfileStore: ObservableObject {
    @Published var profile: UserProfile
    @Published var isSaving = false

    init(profile: UserProfile) {
        self.profile = profile
    }

    func save(_ draft: UserProfile) {
        isSaving = true
        profile = draft
        isSaving = false
    }
}

struct ProfileEditorScreen: View {
    @ObservedObject var store: ProfileStore
    @State private var draft: UserProfile
    @State private var showingDiscardConfirmation = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar

    private let bioLimit = 160

    init(store: ProfileStore) {
        self.store = store
        _draft = State(initialValue: store.profile)
    }

    private var hasChanges: Bool {
        draft != store.profile
    }

    private var birthdayRange: ClosedRange<Date> {
        let end = Date(timeIntervalSince1970: 1_704_067_200)
        let start = calendar.date(byAdding: .year, value: -100, to: end) ?? end
        return start...end
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack {
                        Spacer()
                        AvatarView(initials: draft.initials, color: draft.favoriteColor)
                        Spacer()
                    }
                    .listRowBackground(Color.clear)
                }

                Section("Name") {
                    TextField("First name", text: $draft.firstName)
                        .textContentType(.givenName)
                    TextField("Last name", text: $draft.lastName)
                        .textContentType(.familyName)
                }

                Section {
                    TextEditor(text: $draft.bio)
                        .frame(minHeight: 100)
                } header: {
                    Text("Bio")
                } footer: {
                    Text("\(draft.bio.count)/\(bioLimit)")
                        .foregroundStyle(draft.bio.count > bioLimit ? .red : .secondary)
                }

                Section("Details") {
                    DatePicker("Birthday", selection: $draft.birthday, in: birthdayRange, displayedComponents: .date)
                    Stepper(value: $draft.yearsOfExperience, in: 0...50) {
                        Text("Experience: \(draft.yearsOfExperience) years")
                    }
                    ColorPicker("Favorite color", selection: $draft.favoriteColor, supportsOpacity: false)
                    Toggle(isOn: $draft.isPublic) {
                        Text("Public profile")
                        Text("Anyone can see your name and bio")
                    }
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .disabled(store.isSaving)
            .interactiveDismissDisabled(hasChanges)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        if hasChanges {
                            showingDiscardConfirmation = true
                        } else {
                            dismiss()
                        }
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.save(draft)
                        dismiss()
                    }
                    .disabled(!hasChanges || draft.bio.count > bioLimit)
                }
            }
            .confirmationDialog("Discard changes?", isPresented: $showingDiscardConfirmation, titleVisibility: .visible) {
                Button("Discard Changes", role: .destructive) { dismiss() }
                Button("Keep Editing", role: .cancel) {}
            } message: {
                Text("Your edits will be lost.")
            }
        }
    }
}

private struct AvatarView: View {
    let initials: String
    let color: Color

    var body: some View {
        ZStack {
            Circle()
                .fill(color.gradient)
                .frame(width: 88, height: 88)
            Text(initials)
                .font(.system(size: 34, weight: .semibold, design: .rounded))
                .foregroundColor(.white)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Avatar, \(initials)")
    }
}

// A profile editor: an ObservableObject store passed in as @ObservedObject, a @State draft
// copied from it in init, an avatar drawn from initials over a circle (one accessibility
// element), text fields, a TextEditor under a minimum height with a character count, a
// DatePicker in a range, a Stepper, a ColorPicker, a two-line Toggle, Save disabled until
// something changed, and a confirmation before discarding.

@MainActor @Suite(.drawsEveryReadableText) struct ProfileEditorScreenTests {
    private let profile = UserProfile(
        firstName: "Aiko", lastName: "Tanaka", bio: "Tea, trains and tiny gardens.",
        birthday: Date(timeIntervalSince1970: 631_152_000), yearsOfExperience: 7, isPublic: true
    )

    @Test func theFormShowsTheStoredProfile() {
        #expect(ProfileEditorScreen(store: ProfileStore(profile: profile)).render(width: 40) == """
            Cancel        Edit Profile        (Save)
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │                                      │
            │                                      │
            │                  AT                  │
            │                                      │
            │                                      │
            ╰──────────────────────────────────────╯

              Name
            ╭──────────────────────────────────────╮
            │ First name                      Aiko │
            ├──────────────────────────────────────┤
            │ Last name                     Tanaka │
            ╰──────────────────────────────────────╯

              Bio
            ╭──────────────────────────────────────╮
            │ Tea, trains and tiny gardens.        │
            │                                      │
            │                                      │
            │                                      │
            │                                      │
            │                                      │
            ╰──────────────────────────────────────╯
              29/160

              Details
            ╭──────────────────────────────────────╮
            │ Birthday                 Jan 1, 1990 │
            ├──────────────────────────────────────┤
            │ Experience: 7 years              − + │
            ├──────────────────────────────────────┤
            │ Favorite color                ● blue │
            ├──────────────────────────────────────┤
            │ Public profile                  ( ●) │
            │ Anyone can see your name and         │
            │ bio                                  │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aScreenReaderHearsTheAvatarOnceAndEachField() {
        #expect(ProfileEditorScreen(store: ProfileStore(profile: profile)).accessibilityTranscript() == """
            Button: Cancel
            Heading: Edit Profile
            Button, Dimmed: Save
            Text: Avatar, AT
            Heading: Name
            Text field: First name, Aiko
            Text field: Last name, Tanaka
            Heading: Bio
            Text view: no label, Tea, trains and tiny gardens.
            Text: 29/160
            Heading: Details
            Button: Birthday, Jan 1, 1990
            Adjustable: Experience: 7 years, 7
              Actions: Increment, Decrement
            Button: Favorite color, blue
            Toggle: Public profile, Anyone can see your name and bio, on
            """)
    }

    @Test func aNarrowScreenKeepsTheBioAtTheTopOfItsEditor() {
        #expect(ProfileEditorScreen(store: ProfileStore(profile: profile)).render(width: 24) == """
            Cancel Edit Prof… (Save)
            ━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────╮
            │                      │
            │                      │
            │          AT          │
            │                      │
            │                      │
            ╰──────────────────────╯

              Name
            ╭──────────────────────╮
            │ First name      Aiko │
            ├──────────────────────┤
            │ Last name     Tanaka │
            ╰──────────────────────╯

              Bio
            ╭──────────────────────╮
            │ Tea, trains and tiny │
            │ gardens.             │
            │                      │
            │                      │
            │                      │
            │                      │
            ╰──────────────────────╯
              29/160

              Details
            ╭──────────────────────╮
            │ Birthday Jan 1, 1990 │
            ├──────────────────────┤
            │ Experience: 7 years  │
            │                  − + │
            ├──────────────────────┤
            │ Favorite color       │
            │               ● blue │
            ├──────────────────────┤
            │ Public profile  ( ●) │
            │ Anyone can see       │
            │ your name and        │
            │ bio                  │
            ╰──────────────────────╯
            """)
    }

    @Test func aSavedProfileIsWhatTheNextEditorStartsFrom() {
        let store = ProfileStore(profile: profile)
        var edited = profile
        edited.firstName = "Ben"
        edited.bio = String(repeating: "a", count: 170)
        store.save(edited)
        let text = ProfileEditorScreen(store: store).render(width: 40)
        #expect(text.contains("│                  BT                  │"))
        #expect(text.contains("  170/160"))
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 3, 9, 16, 24, 40, 67] {
            RenderChecks.checkOutputRules(ProfileEditorScreen(store: ProfileStore(profile: profile)).render(width: width), width: width, "profile at \(width)")
        }
    }
}

import Foundation
import Testing
import TextUI

class AccountViewModel: ObservableObject {
    @Published var username: String = "aiko_t"
    @Published var email: String = "aiko@example.com"
    @Published var marketingEmails: Bool = false
    @Published var twoFactorEnabled: Bool = true
    @Published var sessionTimeout: Int = 1
    @Published var isLoading: Bool = false
    @Published var showingDeleteConfirmation = false
    @Published var showingPasswordSheet = false

    let timeouts = ["15 minutes", "1 hour", "1 day"]

    var lastLogin: String = "Yesterday, 9:41 PM" {
        willSet { objectWillChange.send() }
    }

    func load() {
        isLoading = false
    }
}

struct LegacyAccountScreen: View {
    @ObservedObject var viewModel: AccountViewModel
    @Environment(\.presentationMode) var presentationMode
    @Environment(\.sizeCategory) var sizeCategory
    @Environment(\.accessibilityReduceMotion) var reduceMotion

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Profile"), footer: Text("Your username is visible to other people.")) {
                    HStack {
                        Text("Username")
                        Spacer()
                        TextField("Username", text: $viewModel.username)
                            .multilineTextAlignment(.trailing)
                            .autocapitalization(.none)
                            .disableAutocorrection(true)
                            .textContentType(.username)
                    }
                    HStack {
                        Text("Email")
                        Spacer()
                        Text(viewModel.email)
                            .foregroundColor(.secondary)
                    }
                }

                Section(header: Text("Security")) {
                    Toggle(isOn: $viewModel.twoFactorEnabled) {
                        Text("Two-factor authentication")
                    }
                    .toggleStyle(SwitchToggleStyle(tint: .green))
                    Picker(selection: $viewModel.sessionTimeout, label: Text("Sign out after")) {
                        ForEach(0..<viewModel.timeouts.count) { index in
                            Text(viewModel.timeouts[index]).tag(index)
                        }
                    }
                    .pickerStyle(SegmentedPickerStyle())
                    Button(action: { viewModel.showingPasswordSheet = true }) {
                        Text("Change password")
                    }
                    Text("Last sign-in: \(viewModel.lastLogin)")
                        .font(.system(.footnote, design: .monospaced))
                        .foregroundColor(.gray)
                }

                Section(header: Text("Email")) {
                    Toggle("Product news", isOn: $viewModel.marketingEmails)
                    if sizeCategory.isAccessibilityCategory {
                        Text("Larger text is on")
                    }
                }

                Section {
                    Button(action: { viewModel.showingDeleteConfirmation = true }) {
                        HStack {
                            Spacer()
                            Text("Delete account")
                                .foregroundColor(.red)
                            Spacer()
                        }
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Account", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Close") { presentationMode.wrappedValue.dismiss() },
                trailing: Group {
                    if viewModel.isLoading {
                        ProgressView()
                    }
                }
            )
            .sheet(isPresented: $viewModel.showingPasswordSheet) {
                Text("Change password")
            }
            .actionSheet(isPresented: $viewModel.showingDeleteConfirmation) {
                ActionSheet(
                    title: Text("Delete account?"),
                    message: Text("This cannot be undone."),
                    buttons: [.destructive(Text("Delete")), .cancel()]
                )
            }
            .onAppear { viewModel.load() }
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .accentColor(.orange)
    }
}

struct LegacyAccountScreen_Previews: PreviewProvider {
    static var previews: some View {
        LegacyAccountScreen(viewModel: AccountViewModel())
            .environment(\.sizeCategory, .accessibilityLarge)
    }
}

// An account screen as written for iOS 14 and still found in many apps: a plain class
// ObservableObject with a manual objectWillChange.send(), @ObservedObject with `$viewModel`
// bindings, presentationMode, sizeCategory and accessibilityReduceMotion from the
// environment, the style types by name (SwitchToggleStyle(tint:), SegmentedPickerStyle(),
// InsetGroupedListStyle(), StackNavigationViewStyle()), Picker(selection:label:), a label and a
// right-aligned TextField in one HStack, navigationBarTitle(_:displayMode:),
// navigationBarItems(leading:trailing:), sheet, actionSheet and accentColor.

@MainActor @Suite(.drawsEveryReadableText) struct LegacyAccountScreenTests {
    @Test func theAccountShowsEachSettingOnce() {
        #expect(LegacyAccountScreen(viewModel: AccountViewModel()).render(width: 40) == """
            Close           Account
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Profile
            ╭──────────────────────────────────────╮
            │ Username                      aiko_t │
            ├──────────────────────────────────────┤
            │ Email               aiko@example.com │
            ╰──────────────────────────────────────╯
              Your username is visible to other
              people.

              Security
            ╭──────────────────────────────────────╮
            │ Two-factor authentication       ( ●) │
            ├──────────────────────────────────────┤
            │ Sign out after                       │
            │          15 minutes │[1 hour]│ 1 day │
            ├──────────────────────────────────────┤
            │ Change password                      │
            ├──────────────────────────────────────┤
            │ Last sign-in: Yesterday, 9:41 PM     │
            ╰──────────────────────────────────────╯

              Email
            ╭──────────────────────────────────────╮
            │ Product news                    (○ ) │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │            Delete account            │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aScreenReaderHearsTheFieldBesideItsLabel() {
        #expect(LegacyAccountScreen(viewModel: AccountViewModel()).accessibilityTranscript() == """
            Button: Close
            Heading: Account
            Heading: Profile
            Text: Username
            Text field: Username, aiko_t
            Text: Email
            Text: aiko@example.com
            Text: Your username is visible to other people.
            Heading: Security
            Toggle: Two-factor authentication, on
            Text: Sign out after
            Button: 15 minutes
            Button, Selected: 1 hour
            Button: 1 day
            Button: Change password
            Text: Last sign-in: Yesterday, 9:41 PM
            Heading: Email
            Toggle: Product news, off
            Button: Delete account
            """)
    }

    @Test func thePreviewAtALargerTextSizeAddsItsNote() {
        #expect(LegacyAccountScreen_Previews.previews.render(width: 24) == """
            Close   Account
            ━━━━━━━━━━━━━━━━━━━━━━━━
              Profile
            ╭──────────────────────╮
            │ Username      aiko_t │
            ├──────────────────────┤
            │ Email  aiko@example. │
            │        com           │
            ╰──────────────────────╯
              Your username is
              visible to other
              people.

              Security
            ╭──────────────────────╮
            │ Two-factor      ( ●) │
            │ authentication       │
            ├──────────────────────┤
            │ Sign out after       │
            │           15 minutes │
            │          [1 hour]    │
            │           1 day      │
            ├──────────────────────┤
            │ Change password      │
            ├──────────────────────┤
            │ Last sign-in:        │
            │ Yesterday, 9:41 PM   │
            ╰──────────────────────╯

              Email
            ╭──────────────────────╮
            │ Product news    (○ ) │
            ├──────────────────────┤
            │ Larger text is on    │
            ╰──────────────────────╯

            ╭──────────────────────╮
            │    Delete account    │
            ╰──────────────────────╯
            """)
    }

    @Test func theModelsChangesShowOnTheNextRender() {
        let viewModel = AccountViewModel()
        viewModel.lastLogin = "Today, 8:00 AM"
        viewModel.isLoading = true
        let text = LegacyAccountScreen(viewModel: viewModel).render(width: 40)
        #expect(text.hasPrefix("Close           Account                ⟳"))
        #expect(text.contains("│ Last sign-in: Today, 8:00 AM         │"))
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 3, 9, 16, 24, 40, 67] {
            RenderChecks.checkOutputRules(LegacyAccountScreen_Previews.previews.render(width: width), width: width, "legacy account at \(width)")
        }
    }
}

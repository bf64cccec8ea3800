import Foundation
import Testing
import TextUI

@MainActor
final class LoginViewModel: ObservableObject {
    enum Status: Equatable {
        case idle
        case signingIn
        case failed(String)
    }

    @Published var email: String
    @Published var password: String
    @Published var rememberMe = true
    @Published private(set) var status: Status = .idle

    init(email: String = "", password: String = "", status: Status = .idle) {
        self.email = email
        self.password = password
        self.status = status
    }

    var isEmailValid: Bool {
        email.contains("@") && email.contains(".")
    }

    var canSubmit: Bool {
        isEmailValid && password.count >= 8 && status != .signingIn
    }

    var emailError: String? {
        guard !email.isEmpty, !isEmailValid else { return nil }
        return "Enter a valid email address"
    }

    func signIn() {
        guard canSubmit else { return }
        status = .signingIn
        objectWillChange.send()
    }
}

struct LoginScreen: View {
    private enum Field: Hashable {
        case email
        case password
    }

    @StateObject private var viewModel: LoginViewModel
    @FocusState private var focusedField: Field?
    @Environment(\.openURL) private var openURL
    @Environment(\.colorScheme) private var colorScheme

    init(viewModel: LoginViewModel = LoginViewModel()) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    header
                    fields
                    if case .failed(let message) = viewModel.status {
                        Label(message, systemImage: "exclamationmark.triangle.fill")
                            .font(.footnote)
                            .foregroundStyle(.red)
                    }
                    Toggle("Remember me", isOn: $viewModel.rememberMe)
                    signInButton
                    HStack {
                        Spacer()
                        Button("Forgot password?") {
                            openURL(URL(string: "https://example.com/reset")!)
                        }
                        .font(.footnote)
                        Spacer()
                    }
                }
                .padding()
            }
            .scrollDismissesKeyboard(.interactively)
            .navigationTitle("Sign In")
            .navigationBarTitleDisplayMode(.inline)
            .onAppear { focusedField = .email }
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Welcome back")
                .font(.largeTitle.bold())
            Text("Sign in to continue to your account.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }

    private var fields: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Email", text: $viewModel.email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .focused($focusedField, equals: .email)
                .submitLabel(.next)
                .onSubmit { focusedField = .password }
                .textFieldStyle(.roundedBorder)
            if let error = viewModel.emailError {
                Text(error)
                    .font(.caption)
                    .foregroundColor(.red)
            }
            SecureField("Password", text: $viewModel.password)
                .textContentType(.password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
                .onSubmit(of: .text) { viewModel.signIn() }
                .textFieldStyle(.roundedBorder)
            Text("At least 8 characters")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }

    private var signInButton: some View {
        Button {
            focusedField = nil
            viewModel.signIn()
        } label: {
            HStack {
                if viewModel.status == .signingIn {
                    ProgressView()
                        .progressViewStyle(.circular)
                    Text("Signing in…")
                } else {
                    Text("Sign In")
                }
            }
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        .disabled(!viewModel.canSubmit)
    }
}

struct LoginScreen_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            LoginScreen()
            LoginScreen(viewModel: LoginViewModel(email: "aiko@example.com", password: "secret123", status: .signingIn))
                .previewDisplayName("Signing in")
            LoginScreen(viewModel: LoginViewModel(email: "aiko", status: .failed("Wrong email or password")))
                .preferredColorScheme(.dark)
                .previewDisplayName("Failed")
        }
    }
}

// A sign-in screen as an iOS team writes one before Observation: an ObservableObject view model
// owned with @StateObject and edited through `$viewModel.email`, @FocusState on an enum moving
// from field to field on submit, inline validation, a progress state inside the button, and a
// PreviewProvider with the three states.

@MainActor @Suite(.drawsEveryReadableText) struct LoginScreenTests {
    @Test func theEmptyFormShowsBothFieldsAndADisabledSignIn() {
        #expect(LoginScreen().render(width: 40) == """
                            Sign In
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

              Welcome back
              Sign in to continue to your account.

              ╭──────────────────────────────────╮
              │ Email                            │
              ╰──────────────────────────────────╯
              ╭──────────────────────────────────╮
              │ Password                         │
              ╰──────────────────────────────────╯
              At least 8 characters

              Remember me                     ( ●)

              ((            Sign In             ))

                      [ Forgot password? ]

            """)
    }

    @Test func aValidEmailAndPasswordEnableSignIn() {
        let viewModel = LoginViewModel()
        let screen = LoginScreen(viewModel: viewModel)
        #expect(screen.render(width: 40).contains("((            Sign In             ))"))
        viewModel.email = "aiko@example.com"
        viewModel.password = "secret123"
        #expect(screen.render(width: 40) == """
                            Sign In
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

              Welcome back
              Sign in to continue to your account.

              ╭──────────────────────────────────╮
              │ aiko@example.com                 │
              ╰──────────────────────────────────╯
              ╭──────────────────────────────────╮
              │ •••••••••                        │
              ╰──────────────────────────────────╯
              At least 8 characters

              Remember me                     ( ●)

              [[            Sign In             ]]

                      [ Forgot password? ]

            """)
    }

    @Test func signingInShowsASpinnerInTheDisabledButton() {
        let screen = LoginScreen(viewModel: LoginViewModel(email: "aiko@example.com", password: "secret123", status: .signingIn))
        #expect(screen.render(width: 24).contains("(( ⟳ Signing in…  ))"))
        #expect(screen.accessibilityTranscript().contains("Button, Dimmed: in progress, Signing in…"))
    }

    @Test func aFailedSignInShowsTheValidationAndTheErrorAtANarrowWidth() {
        let screen = LoginScreen(viewModel: LoginViewModel(email: "aiko", status: .failed("Wrong email or password")))
        #expect(screen.render(width: 24) == """
                    Sign In
            ━━━━━━━━━━━━━━━━━━━━━━━━

              Welcome back
              Sign in to continue
              to your account.

              ╭──────────────────╮
              │ aiko             │
              ╰──────────────────╯
              Enter a valid email
              address
              ╭──────────────────╮
              │ Password         │
              ╰──────────────────╯
              At least 8
              characters

              ⚠ Wrong email or
                password

              Remember me     ( ●)

              ((    Sign In     ))

                  [  Forgot   ]
                  [ password? ]

            """)
        #expect(screen.accessibilityTranscript() == """
            Heading: Sign In
            Text: Welcome back
            Text: Sign in to continue to your account.
            Text field: Email, aiko
            Text: Enter a valid email address
            Secure text field: Password
            Text: At least 8 characters
            Text: Wrong email or password
            Toggle: Remember me, on
            Button, Dimmed: Sign In
            Button: Forgot password?
            """)
    }

    @Test func thePreviewsRenderEachState() {
        let text = LoginScreen_Previews.previews.render(width: 40)
        #expect(text.components(separatedBy: "Welcome back").count == 4)
        #expect(text.contains("⟳ Signing in…"))
        #expect(text.contains("⚠ Wrong email or password"))
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 3, 9, 16, 24, 40, 67] {
            let screen = LoginScreen(viewModel: LoginViewModel(email: "aiko", status: .failed("Wrong email or password")))
            RenderChecks.checkOutputRules(screen.render(width: width), width: width, "login at \(width)")
        }
    }
}

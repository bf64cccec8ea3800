import Foundation
import Testing
import TextUI

@MainActor
final class VerificationViewModel: ObservableObject {
    enum State: Equatable {
        case entering
        case verifying
        case failed(attemptsLeft: Int)
        case verified
    }

    @Published var code = ""
    @Published var state: State = .entering
    @Published var secondsUntilResend = 30
    let phoneNumber: String
    let codeLength = 6

    init(phoneNumber: String, code: String = "", state: State = .entering) {
        self.phoneNumber = phoneNumber
        self.code = code
        self.state = state
    }

    var canVerify: Bool { code.count == codeLength && state != .verifying }

    func verify() async {
        state = .verifying
    }
}

struct VerificationCodeScreen: View {
    @StateObject private var viewModel: VerificationViewModel
    @FocusState private var isCodeFocused: Bool
    @Environment(\.dismiss) private var dismiss

    init(viewModel: @autoclosure @escaping () -> VerificationViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                Image(systemName: "lock.shield")
                    .font(.system(size: 48))
                    .foregroundStyle(.tint)
                Text("Enter the code")
                    .font(.title2)
                    .bold()
                Text("We sent a \(viewModel.codeLength)-digit code to **\(viewModel.phoneNumber)**.")
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
            }

            ZStack {
                TextField("", text: $viewModel.code)
                    .keyboardType(.numberPad)
                    .textContentType(.oneTimeCode)
                    .focused($isCodeFocused)
                    .opacity(0.01)
                    .onChange(of: viewModel.code) { newValue in
                        let digits = newValue.filter(\.isNumber)
                        if digits != newValue || digits.count > viewModel.codeLength {
                            viewModel.code = String(digits.prefix(viewModel.codeLength))
                        }
                    }
                HStack(spacing: 8) {
                    ForEach(0..<viewModel.codeLength, id: \.self) { index in
                        DigitBox(digit: digit(at: index), isActive: isCodeFocused && index == viewModel.code.count)
                    }
                }
                .onTapGesture { isCodeFocused = true }
            }

            statusView

            Button {
                Task { await viewModel.verify() }
            } label: {
                Text("Verify")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(!viewModel.canVerify)

            if viewModel.secondsUntilResend > 0 {
                Text("Resend code in \(viewModel.secondsUntilResend)s")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            } else {
                Button("Resend code") { viewModel.secondsUntilResend = 30 }
                    .font(.footnote)
            }

            Spacer()
        }
        .padding()
        .onAppear { isCodeFocused = true }
    }

    @ViewBuilder
    private var statusView: some View {
        switch viewModel.state {
        case .entering:
            EmptyView()
        case .verifying:
            ProgressView("Checking…")
        case .failed(let attemptsLeft):
            Label("That code didn't work. \(attemptsLeft) attempts left.", systemImage: "xmark.octagon")
                .foregroundStyle(.red)
                .font(.callout)
        case .verified:
            Label("Verified", systemImage: "checkmark.seal.fill")
                .foregroundStyle(.green)
        }
    }

    private func digit(at index: Int) -> String {
        guard index < viewModel.code.count else { return "" }
        return String(viewModel.code[viewModel.code.index(viewModel.code.startIndex, offsetBy: index)])
    }
}

private struct DigitBox: View {
    let digit: String
    let isActive: Bool

    var body: some View {
        Text(digit.isEmpty ? " " : digit)
            .font(.title.monospacedDigit())
            .frame(width: 44, height: 52)
            .overlay(
                RoundedRectangle(cornerRadius: 8)
                    .stroke(isActive ? Color.accentColor : Color.secondary.opacity(0.4), lineWidth: isActive ? 2 : 1)
            )
    }
}

// A one-time-code screen: a @MainActor view model owned with @StateObject made from an
// autoclosure init, a nearly transparent TextField behind six digit boxes (the usual trick),
// .textContentType(.oneTimeCode), a Bool @FocusState, the one-value onChange(of:) trimming the
// input, a @ViewBuilder status that switches over the state, a prominent Verify button and a
// resend countdown.

@MainActor @Suite(.drawsEveryReadableText) struct VerificationCodeScreenTests {
    @Test func anEmptyCodeShowsSixEmptyBoxesAndADisabledVerify() {
        #expect(VerificationCodeScreen(viewModel: VerificationViewModel(phoneNumber: "+1 555 0100")).render(width: 40) == """

                               ⊡
                         Enter the code
                We sent a 6-digit code to +1 555
                             0100.

              ╭───╮ ╭───╮ ╭───╮ ╭───╮ ╭───╮ ╭────╮
              │   │ │   │ │   │ │   │ │   │ │    │
              │   │ │   │ │   │ │   │ │   │ │    │
              │   │ │   │ │   │ │   │ │   │ │    │
              ╰───╯ ╰───╯ ╰───╯ ╰───╯ ╰───╯ ╰────╯

              ((             Verify             ))

                       Resend code in 30s


            """)
    }

    @Test func aFailedCodeShowsItsDigitsAndTheAttemptsLeft() {
        let screen = VerificationCodeScreen(viewModel: VerificationViewModel(phoneNumber: "+1 555 0100", code: "4821", state: .failed(attemptsLeft: 2)))
        #expect(screen.render(width: 24) == """

                       ⊡
                 Enter the code
               We sent a 6-digit
              code to +1 555 0100.

                       ╭─╮ ╭─╮ ╭─╮
                       │ │ │ │ │ │
              4  8  2  │1│ │ │ │ │
                       │ │ │ │ │ │
                       ╰─╯ ╰─╯ ╰─╯

               ✕ That code didn't
                 work. 2 attempts
                 left.

              ((     Verify     ))

               Resend code in 30s


            """)
    }

    @Test func whileVerifyingAScreenReaderHearsTheCodeAndTheProgress() {
        let screen = VerificationCodeScreen(viewModel: VerificationViewModel(phoneNumber: "+1 555 0100", code: "482193", state: .verifying))
        #expect(screen.accessibilityTranscript() == """
            Image: Locked
            Text: Enter the code
            Text: We sent a 6-digit code to +1 555 0100.
            Text field: no label, 482193
            Text: 4
            Text: 8
            Text: 2
            Text: 1
            Text: 9
            Text: 3
            Progress: Checking…, in progress
            Button, Dimmed: Verify
            Text: Resend code in 30s
            """)
    }

    @Test func aFullCodeEnablesVerifyAndTheResendButtonReplacesTheCountdown() {
        let viewModel = VerificationViewModel(phoneNumber: "+1 555 0100", code: "482193")
        viewModel.secondsUntilResend = 0
        let text = VerificationCodeScreen(viewModel: viewModel).render(width: 40)
        #expect(text.contains("[[             Verify             ]]"))
        #expect(text.contains("[ Resend code ]"))
        #expect(!text.contains("Resend code in"))
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 3, 9, 16, 24, 40, 67] {
            let screen = VerificationCodeScreen(viewModel: VerificationViewModel(phoneNumber: "+1 555 0100", code: "48", state: .failed(attemptsLeft: 1)))
            RenderChecks.checkOutputRules(screen.render(width: width), width: width, "verification at \(width)")
        }
    }
}

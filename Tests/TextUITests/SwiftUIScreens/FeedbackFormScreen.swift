import Foundation
import Testing
import TextUI

final class FeedbackSession: ObservableObject {
    @Published var userEmail: String
    @Published var hasSentFeedback = false

    init(userEmail: String) {
        self.userEmail = userEmail
    }
}

struct FeedbackFormScreen: View {
    enum Topic: String, CaseIterable, Identifiable {
        case bug = "Bug report"
        case idea = "Feature idea"
        case praise = "Praise"
        var id: Self { self }
    }

    @EnvironmentObject private var session: FeedbackSession
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @State private var topic: Topic = .bug
    @State private var rating = 0
    @State private var message: String
    @State private var includeDiagnostics = true
    @State private var isSending = false
    @State private var showThanks = false

    private let maxLength = 500

    init(message: String = "", rating: Int = 0) {
        _message = State(initialValue: message)
        _rating = State(initialValue: rating)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Topic", selection: $topic) {
                        ForEach(Topic.allCases) { topic in
                            Text(topic.rawValue).tag(topic)
                        }
                    }
                    .pickerStyle(.segmented)
                    .listRowInsets(EdgeInsets())
                }

                Section("How are we doing?") {
                    HStack(spacing: 8) {
                        ForEach(1...5, id: \.self) { value in
                            Button {
                                rating = value
                            } label: {
                                Image(systemName: value <= rating ? "star.fill" : "star")
                                    .foregroundStyle(value <= rating ? .yellow : .gray)
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel("\(value) star\(value == 1 ? "" : "s")")
                        }
                    }
                    .frame(maxWidth: .infinity)
                }

                Section {
                    ZStack(alignment: .topLeading) {
                        if message.isEmpty {
                            Text("Tell us what happened…")
                                .foregroundColor(Color(.placeholderText))
                                .padding(.top, 8)
                                .padding(.leading, 5)
                        }
                        TextEditor(text: $message)
                            .frame(height: 120)
                            .scrollContentBackground(.hidden)
                    }
                } header: {
                    Text("Message")
                } footer: {
                    HStack {
                        Text("Replies go to \(session.userEmail)")
                        Spacer()
                        Text("\(message.count)/\(maxLength)")
                            .monospacedDigit()
                            .foregroundStyle(message.count > maxLength ? .red : .secondary)
                    }
                }

                Section {
                    Toggle("Include diagnostics", isOn: $includeDiagnostics)
                    Button("View privacy policy") {
                        openURL(URL(string: "https://example.com/privacy")!)
                    }
                }
            }
            .navigationTitle("Feedback")
            .navigationBarTitleDisplayMode(.inline)
            .disabled(isSending)
            .overlay {
                if isSending {
                    ProgressView("Sending…")
                        .padding()
                        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") {
                        isSending = true
                    }
                    .disabled(message.isEmpty || rating == 0 || message.count > maxLength)
                }
            }
            .alert("Thanks!", isPresented: $showThanks) {
                Button("Done") {
                    session.hasSentFeedback = true
                    dismiss()
                }
            } message: {
                Text("We read every message.")
            }
        }
    }
}

// A feedback form: the signed-in session an @EnvironmentObject, a segmented topic picker, a
// star rating drawn from Buttons over Image(systemName:) with accessibility labels, the usual
// placeholder-over-TextEditor ZStack, a footer with the reply address and a character count,
// Send disabled until there is a rating and a message, a material overlay while sending, and
// an alert.

@MainActor @Suite(.drawsEveryReadableText) struct FeedbackFormScreenTests {
    private let session = FeedbackSession(userEmail: "aiko@example.com")

    @Test func anEmptyFormShowsThePlaceholderAndADisabledSend() {
        #expect(FeedbackFormScreen().environmentObject(session).render(width: 40) == """
            Cancel          Feedback          (Send)
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────────────────────╮
            │ Topic                                │
            │  [Bug report]│ Feature idea │ Praise │
            ╰──────────────────────────────────────╯

              How are we doing?
            ╭──────────────────────────────────────╮
            │              ☆ ☆ ☆ ☆ ☆               │
            ╰──────────────────────────────────────╯

              Message
            ╭──────────────────────────────────────╮
            │  Tell us what happened…              │
            │                                      │
            │                                      │
            │                                      │
            │                                      │
            │                                      │
            │                                      │
            ╰──────────────────────────────────────╯
              Replies go to aiko@example.com   0/500

            ╭──────────────────────────────────────╮
            │ Include diagnostics             ( ●) │
            ├──────────────────────────────────────┤
            │ View privacy policy                  │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aRatedMessageEnablesSendAndReadsEachStar() {
        let screen = FeedbackFormScreen(message: "The app crashes when I rotate.", rating: 4).environmentObject(session)
        #expect(screen.render(width: 24) == """
            Cancel  Feedback    Send
            ━━━━━━━━━━━━━━━━━━━━━━━━
            ╭──────────────────────╮
            │ Topic  [Bug report]  │
            │         Feature idea │
            │         Praise       │
            ╰──────────────────────╯

              How are we doing?
            ╭──────────────────────╮
            │      ★ ★ ★ ★ ☆       │
            ╰──────────────────────╯

              Message
            ╭──────────────────────╮
            │ The app crashes when │
            │ I rotate.            │
            │                      │
            │                      │
            │                      │
            │                      │
            │                      │
            ╰──────────────────────╯
              Replies go to
              aiko@example.c  30/500
              om

            ╭──────────────────────╮
            │ Include         ( ●) │
            │ diagnostics          │
            ├──────────────────────┤
            │ View privacy policy  │
            ╰──────────────────────╯
            """)
        #expect(screen.accessibilityTranscript() == """
            Button: Cancel
            Heading: Feedback
            Button: Send
            Text: Topic
            Button, Selected: Bug report
            Button: Feature idea
            Button: Praise
            Heading: How are we doing?
            Button: 1 star
            Button: 2 stars
            Button: 3 stars
            Button: 4 stars
            Button: 5 stars
            Heading: Message
            Text view: no label, The app crashes when I rotate.
            Text: Replies go to aiko@example.com
            Text: 30/500
            Toggle: Include diagnostics, on
            Button: View privacy policy
            """)
    }

    @Test func aMessageOverTheLimitTurnsSendOffAgain() {
        let text = FeedbackFormScreen(message: String(repeating: "a", count: 501), rating: 5).environmentObject(session).render(width: 40)
        #expect(text.hasPrefix("Cancel          Feedback          (Send)"))
        #expect(text.contains("501/500"))
    }

    @Test func neverWiderThanTheWidth() {
        for width in [0, 3, 9, 16, 24, 40, 67] {
            RenderChecks.checkOutputRules(FeedbackFormScreen(message: "Works well", rating: 3).environmentObject(session).render(width: width), width: width, "feedback at \(width)")
        }
    }
}

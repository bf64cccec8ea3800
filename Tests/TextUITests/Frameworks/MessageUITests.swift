import Foundation
import Testing
@testable import TextUI

/// A feedback row that writes to the team by mail, as the fetched apps write it: a preview has
/// no mail account, so the row shows what a phone without Mail shows, and a mail sheet made
/// anyway draws the line naming it.
@MainActor
@Suite struct MessageUITests {
    struct MailSheet: UIViewControllerRepresentable {
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
            var results: [MFMailComposeResult] = []
            func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
                results.append(result)
            }
        }

        func makeCoordinator() -> Coordinator { Coordinator() }

        func makeUIViewController(context: Context) -> MFMailComposeViewController {
            let mail = MFMailComposeViewController()
            mail.mailComposeDelegate = context.coordinator
            mail.setToRecipients(["team@example.com"])
            mail.setSubject("Feedback")
            mail.setMessageBody("Hello", isHTML: false)
            return mail
        }

        func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
    }

    struct FeedbackRow: View {
        var body: some View {
            if MFMailComposeViewController.canSendMail() {
                MailSheet()
            } else {
                Text("Write to team@example.com")
            }
        }
    }

    @Test func aPreviewCannotSendMailSoTheRowShowsTheAddress() {
        #expect(!MFMailComposeViewController.canSendMail())
        #expect(FeedbackRow().render() == "Write to team@example.com")
    }

    @Test func aMailSheetDrawsTheLineNamingItAndKeepsWhatTheScreenSet() {
        #expect(MailSheet().render() == "⬚ MFMailComposeViewController")
        let mail = MFMailComposeViewController()
        mail.setSubject("Feedback")
        mail.setCcRecipients(["a@example.com"])
        mail.addAttachmentData(Data([1]), mimeType: "text/plain", fileName: "log.txt")
        #expect(mail.subject == "Feedback")
        #expect(mail.ccRecipients == ["a@example.com"])
        #expect(mail.attachmentFileNames == ["log.txt"])
        #expect(MFMailComposeResult(rawValue: 2) == .sent)
        #expect(MFMailComposeError(.sendFailed).code == MFMailComposeError.sendFailed)
    }

    @Test func aPreviewCannotSendMessagesAndAttachesNothing() {
        #expect(!MFMessageComposeViewController.canSendText())
        #expect(!MFMessageComposeViewController.canSendAttachments())
        let message = MFMessageComposeViewController()
        message.recipients = ["+1 555 0100"]
        message.body = "Join me"
        #expect(!message.addAttachmentData(Data(), typeIdentifier: "public.png", filename: "a.png"))
        #expect(message.body == "Join me")
        #expect(MessageComposeResult(rawValue: 1) == .sent)
    }
}

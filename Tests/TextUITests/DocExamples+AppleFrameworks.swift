import Foundation
import TextUI

/// The doc examples of the Apple frameworks screens import beside SwiftUI that TextUI mirrors:
/// MessageUI's sheets, LinkPresentation's link view, Sign in with Apple's button, TipKit's tip view (see ``DocExample``).
extension DocExample {
    static let appleFrameworks: [DocExample] = [
        DocExample("MessageUI/MFMailComposeViewController.swift") { MailExample().render() },
        DocExample("LinkPresentation/LPLinkView.swift") {
            LinkCardExample(url: URL(string: "https://www.swift.org/blog/")!).render()
        },
        DocExample("AuthenticationServices/SignInWithAppleButton.swift") {
            SignInWithAppleButton(.continue) { request in
                request.requestedScopes = [.fullName, .email]
            } onCompletion: { _ in }
            .signInWithAppleButtonStyle(.black)
            .render()
        },
        DocExample("TipKit/TipView.swift") { TipView(FavoritesTipExample()).render() },
    ]
}

/// The representable of `MFMailComposeViewController`'s doc example.
private struct MailExample: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let mail = MFMailComposeViewController()
        mail.setSubject("Feedback")
        return mail
    }
    func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
}

/// The representable of `LPLinkView`'s doc example.
private struct LinkCardExample: UIViewRepresentable {
    let url: URL
    func makeUIView(context: Context) -> LPLinkView { LPLinkView(url: url) }
    func updateUIView(_ view: LPLinkView, context: Context) {}
}

/// The tip of `TipView`'s doc example.
private struct FavoritesTipExample: Tip {
    var title: Text { Text("Save as a favourite") }
    var message: Text? { Text("Tap the star to keep this trail.") }
}

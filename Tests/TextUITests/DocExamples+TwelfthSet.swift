import Foundation
import TextUI

/// The doc examples of what the twelfth unseen set of real screens brought (see ``DocExample``).
extension DocExample {
    static let twelfthSet: [DocExample] = [
        DocExample("AVKit/AVPlayerViewController.swift") {
            TalkClip().render()
        },
    ]
}

/// The representable of `AVPlayerViewController`'s doc example.
private struct TalkClip: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = AVPlayer(url: URL(string: "https://example.com/talk.mp4")!)
        return controller
    }
    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
}

import Foundation
import Testing
import TextUI

/// What a seventh unseen set of real apps' screens (a browser's component library, a blog
/// app's design system, an insulin-dosing app and its kit of settings views) met that TextUI
/// lacked or drew wrong, each as a screen like the real one, written here.
@MainActor
@Suite struct SeventhSetLessonsTests {
    /// A consent line tints and underlines the words that are a link, through SwiftUI's
    /// attributes on an attributed string; the attributes stay on their runs and the sentence
    /// is drawn whole.
    @Test func aLinkInAnAttributedSentenceKeepsItsAttributesAndDrawsItsWords() {
        var sentence = AttributedString("By continuing you accept the Privacy Notice.")
        sentence.foregroundColor = .secondary
        let range = sentence.range(of: "Privacy Notice")!
        sentence[range].underlineStyle = .single
        sentence[range].foregroundColor = .blue
        sentence[range].link = URL(string: "action://privacy")
        #expect(sentence[range].foregroundColor == .blue)
        #expect(sentence[range].underlineStyle == .single)
        #expect(sentence.runs.count == 3)
        #expect(Text(sentence).multilineTextAlignment(.center).render(width: 30) == "By continuing you accept the\n      Privacy Notice.")
    }

    /// Older screens spell accessibility modifiers the iOS 13 way: an identifier changes
    /// nothing drawn, and a label is what VoiceOver reads.
    @Test func iOS13AccessibilitySpellingsNameAndLabelWithoutChangingTheDrawing() {
        let link = Button("Learn more") {}.accessibility(identifier: "learnMore")
        #expect(link.render(width: 20) == Button("Learn more") {}.render(width: 20))
        let check = Image(systemName: "checkmark").accessibility(label: Text("Selected"))
        #expect(check.accessibilityTranscript().contains("Selected"))
    }

    /// A list row offers Copy from a context menu kept as a value; the row draws as it is,
    /// with the menu's item as its action, and `nil` offers none.
    @Test func aContextMenuValueOffersItsItemsAndNilOffersNone() {
        let menu = ContextMenu { Button("Copy", systemImage: "doc.on.doc.fill") {} }
        let row = Text("Build 25.4").contextMenu(menu)
        #expect(row.render(width: 12) == "Build 25.4")
        #expect(row.accessibilityTranscript().contains("Copy"))
        let none: ContextMenu<Button<Text>>? = nil
        #expect(!Text("Build 25.4").contextMenu(none).accessibilityTranscript().contains("Copy"))
    }

    /// A design system's button taps a haptic after its action; the action still runs, and the
    /// button draws as any button.
    @Test func aHapticAfterAnActionIsAcceptedAndTheActionRuns() {
        var taps = 0
        let action = {
            taps += 1
            UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        }
        action()
        #expect(taps == 1)
        #expect(Button("Get Domain", action: action).render(width: 20) == Button("Get Domain") {}.render(width: 20))
    }

    /// A mute screen lists its durations with Foundation's formatter of lengths of time, which
    /// Linux's Foundation leaves out (main's TextUI now declares it): it writes what a phone
    /// writes, in English.
    @Test func aDurationFormatterWritesLengthsOfTimeAsAPhoneDoes() {
        let full = DateComponentsFormatter()
        full.unitsStyle = .full
        full.allowedUnits = [.hour, .minute]
        #expect([1800, 3600, 5400, 7200].compactMap { full.string(from: TimeInterval($0)) }
            == ["30 minutes", "1 hour", "1 hour, 30 minutes", "2 hours"])
        let short = DateComponentsFormatter()
        short.unitsStyle = .abbreviated
        short.allowedUnits = [.hour, .minute]
        #expect(short.string(from: 5400) == "1h 30m")
        let clock = DateComponentsFormatter()
        clock.allowedUnits = [.hour, .minute, .second]
        clock.zeroFormattingBehavior = .pad
        #expect(clock.string(from: 3725) == "01:02:05")
    }

    /// A bolus screen pushes a chart down by a font's line height; a binding whose setter is
    /// handed the transaction writes through.
    @Test func aFontsLineHeightAndATransactionBindingServeABolusScreen() {
        let height = UIFont.preferredFont(forTextStyle: .subheadline).lineHeight
        #expect(height > 17 && height < 24)
        var shown = true
        let binding = Binding(get: { shown }, set: { value, _ in shown = value })
        binding.wrappedValue = false
        #expect(!shown)
    }

    /// A browser's scroll container is a UIKit scroll view with a hosting controller's view
    /// pinned inside by Auto Layout: the content it hosts is drawn where the representable
    /// stands, not the scroll view's name.
    @Test func swiftUIContentHostedInAUIKitScrollViewIsDrawn() {
        struct FittingScroll<Content: View>: UIViewRepresentable {
            let content: Content
            func makeUIView(context: Context) -> UIScrollView {
                let scroll = UIScrollView()
                let container = UIView()
                container.translatesAutoresizingMaskIntoConstraints = false
                scroll.addSubview(container)
                let host = UIHostingController(rootView: content)
                host.view.backgroundColor = .clear
                container.addSubview(host.view)
                NSLayoutConstraint.activate([
                    container.topAnchor.constraint(equalTo: scroll.topAnchor),
                    container.widthAnchor.constraint(equalTo: scroll.widthAnchor),
                    host.view.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                ])
                return scroll
            }
            func updateUIView(_ scroll: UIScrollView, context: Context) {
                scroll.isScrollEnabled = scroll.subviews.first?.intrinsicContentSize.height ?? 0 > scroll.bounds.height
            }
        }
        let page = FittingScroll(content: VStack { Text("Welcome"); Text("Fast and private") })
        #expect(page.render(width: 20) == "    Welcome\nFast and private")
        let view = UIView()
        let child = UIView()
        view.addSubview(child)
        child.removeFromSuperview()
        #expect(view.subviews.isEmpty && child.superview == nil)
    }

    /// A kit's spinner is a wrapped `UIActivityIndicatorView`: spinning it draws as a
    /// progress spinner, stopped it draws nothing (it hides when stopped).
    @Test func aWrappedSpinnerSpinsOrHides() {
        struct Spinner: UIViewRepresentable {
            let isAnimating: Bool
            func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .medium) }
            func updateUIView(_ view: UIActivityIndicatorView, context: Context) {
                isAnimating ? view.startAnimating() : view.stopAnimating()
            }
        }
        #expect(HStack { Spinner(isAnimating: true); Text("Pairing") }.render(width: 12) == HStack { ProgressView(); Text("Pairing") }.render(width: 12))
        #expect(HStack { Spinner(isAnimating: false); Text("Pairing") }.render(width: 12) == "Pairing")
    }

    /// A duration row expands to a wrapped countdown `UIDatePicker`; its coordinator's
    /// target-action registration is accepted, and the picker draws the duration the app's
    /// `updateUIView` set.
    @Test func aWrappedCountdownPickerDrawsItsDuration() {
        final class Coordinator { func changed(_ picker: UIDatePicker) {} }
        struct Countdown: UIViewRepresentable {
            let duration: TimeInterval
            func makeCoordinator() -> Coordinator { Coordinator() }
            func makeUIView(context: Context) -> UIDatePicker {
                let picker = UIDatePicker()
                picker.datePickerMode = .countDownTimer
                picker.addTarget(context.coordinator, action: Selector("changed:"), for: .valueChanged)
                return picker
            }
            func updateUIView(_ picker: UIDatePicker, context: Context) {
                picker.countDownDuration = duration
                picker.minuteInterval = 15
            }
        }
        #expect(Countdown(duration: 5400).render(width: 20) == "1 hour 30 min")
        #expect(Countdown(duration: 10_800).render(width: 20) == "3 hours 0 min")
    }

    /// A checklist marks the chosen row with a filled check in a 26-point circle, the other
    /// rows with an empty ring: the check is drawn (not cut away by its ring), and a ring one
    /// row high is a circle, not a bar.
    @Test func aCheckmarkInASmallRingIsDrawnAndAnEmptyRingIsACircle() {
        let chosen = Image(systemName: "checkmark.circle.fill").resizable().background(Circle().stroke()).frame(width: 26, height: 26)
        #expect(chosen.render(width: 6) == Image(systemName: "checkmark.circle.fill").resizable().frame(width: 26, height: 26).render(width: 6))
        #expect(Circle().stroke().frame(width: 26, height: 26).render(width: 6) == " ○")
        #expect(Text("Tag").padding(.horizontal, 8).background(Capsule().stroke()).frame(height: 17).render(width: 10) == "  Tag")
    }

    /// A settings card pads each of its dynamic rows (`ForEach(…).padding(.top, 4)` wrapped in
    /// an `AnyView`): the padding reaches each row, and each row stays a child of the card's
    /// centred stack — the last, with no divider under it, is centred too, not pushed to the
    /// leading edge.
    @Test func paddingOnSeveralViewsPadsEachAndTheStackAlignsEach() {
        let rows = AnyView(ForEach(1...2, id: \.self) { index in
            VStack {
                Text("Dynamic row \(index)")
                if index == 1 { Divider() }
            }
        })
        let card = VStack { rows.padding(.top, 4) }.frame(maxWidth: .infinity)
        #expect(card.render(width: 20) == "   Dynamic row 1\n────────────────────\n   Dynamic row 2")
        let group = VStack(spacing: 0) { Group { Text("wide title"); Text("x") }.padding(.horizontal, 8) }
        #expect(group.render(width: 20) == " wide title\n     x")
    }
}

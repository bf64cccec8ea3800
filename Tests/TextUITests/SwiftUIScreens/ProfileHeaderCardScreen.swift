import Testing
import TextUI

// A profile header card: an avatar circle with initials over it, a name with a badge pill, stats in a
// row, a bordered follow button and a status dot overlaid on the avatar.

private struct ProfileHeaderCard: View {
    let name: String
    let handle: String
    let isOnline: Bool
    let isPro: Bool
    let stats: [(label: String, value: Int)]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Circle()
                    .fill(Color(red: 0.2, green: 0.4, blue: 0.9))
                    .frame(width: 56, height: 56)
                    .overlay(Text(initials).font(.headline).foregroundStyle(.white))
                    .overlay(alignment: .bottomTrailing) {
                        Circle().fill(isOnline ? Color.green : Color.clear).frame(width: 12, height: 12)
                    }
                VStack(alignment: .leading, spacing: 2) {
                    HStack(spacing: 6) {
                        Text(name).font(.title2).bold()
                        if isPro {
                            Text("PRO")
                                .font(.caption2.weight(.heavy))
                                .padding(.horizontal, 6)
                                .background(Capsule().strokeBorder(.orange, lineWidth: 1))
                        }
                    }
                    Text("@\(handle)").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
            HStack {
                ForEach(stats, id: \.label) { stat in
                    VStack {
                        Text(stat.value, format: .number).font(.headline).monospacedDigit()
                        Text(stat.label).font(.caption).foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            Button(action: {}) {
                Text("Follow").frame(maxWidth: .infinity)
            }
            .padding(.vertical, 8)
            .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.accentColor, lineWidth: 1))
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 20))
        .shadow(color: .black.opacity(0.08), radius: 12, x: 0, y: 4)
    }

    private var initials: String {
        name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct ProfileHeaderCardScreenTests {
    private let card = ProfileHeaderCard(
        name: "Aiko Tanaka", handle: "aiko", isOnline: true, isPro: true,
        stats: [("Posts", 128), ("Followers", 12_480), ("Following", 311)]
    )

    @Test func theCardShowsNameBadgeStatsAndButton() {
        #expect(card.render(width: 40) == """

              ▄█████▄              ╭─────╮
              ██AT███  Aiko Tanaka │ PRO │
              ▀████●▀              ╰─────╯
                       @aiko

                  128        12,480        311
                 Posts      Followers   Following

              ╭──────────────────────────────────╮
              │[             Follow             ]│
              ╰──────────────────────────────────╯

            """)
    }

    @Test func anOfflineMemberHasNoDot() {
        let offline = ProfileHeaderCard(name: "Ben Ito", handle: "ben", isOnline: false, isPro: false, stats: [])
        #expect(!offline.render(width: 40).contains("●"))
        #expect(card.render(width: 40).contains("●"))
    }

    @Test func neverWiderThanTheWidth() {
        for width in [6, 10, 16, 24, 31, 40, 80] {
            RenderChecks.checkOutputRules(card.render(width: width), width: width, "profile card at \(width)")
        }
    }
}

// AVFoundation as a screen file reaches it with `import AVFoundation` (or `import AVFAudio`):
// the copy imports this module in their place. It is a module of its own in the TextUI product,
// needing nothing but Foundation, so it compiles beside TextUI and only the files that import
// AVFoundation see its names, as on iOS. Where the platform has AVFoundation (Apple's), the real
// module is re-exported and nothing is declared.
//
// The player (`AVPlayer`, `AVPlayerItem`, `AVAsset`, `AVURLAsset`) is TextUI's, which draws it
// in a `VideoPlayer`: declaring it here too would make a file that imports both SwiftUI and
// AVFoundation see two players. What is here is the rest screens use beside SwiftUI: the audio
// session, the speech voices a settings screen lists, and the camera and microphone permission.
#if canImport(AVFoundation)
@_exported import AVFoundation
#else
@_exported import Foundation
#endif

#if !canImport(Darwin)
extension UTType {
    /// The types TextUI knows, one a line: identifier, the types it conforms to (commas between),
    /// filename extensions (the preferred first) and MIME type; `-` for none.
    private static let table = """
        public.item - - -
        public.content public.item - -
        public.data public.item - -
        public.composite-content public.content - -
        public.text public.data,public.content - -
        public.plain-text public.text txt text/plain
        public.utf8-plain-text public.plain-text - -
        public.json public.text json application/json
        public.xml public.text xml application/xml
        public.html public.text html text/html
        public.comma-separated-values-text public.text csv text/csv
        public.rtf public.text rtf text/rtf
        public.source-code public.plain-text - -
        public.swift-source public.source-code swift -
        public.yaml public.text yaml,yml application/x-yaml
        public.log public.plain-text log -
        public.vcard public.text vcf text/vcard
        public.url public.data - -
        public.file-url public.url - -
        public.image public.data,public.content - -
        public.png public.image png image/png
        public.jpeg public.image jpeg,jpg image/jpeg
        com.compuserve.gif public.image gif image/gif
        public.heic public.image heic image/heic
        public.tiff public.image tiff,tif image/tiff
        org.webmproject.webp public.image webp image/webp
        public.svg-image public.image svg image/svg+xml
        com.adobe.pdf public.data,public.composite-content pdf application/pdf
        public.audiovisual-content public.data,public.content - -
        public.movie public.audiovisual-content - -
        public.video public.movie - -
        public.mpeg-4 public.movie mp4 video/mp4
        com.apple.quicktime-movie public.movie mov video/quicktime
        public.audio public.audiovisual-content - -
        public.mp3 public.audio mp3 audio/mpeg
        public.mpeg-4-audio public.audio m4a audio/mp4
        public.archive public.data - -
        public.zip-archive public.archive zip application/zip
        org.gnu.gnu-zip-archive public.archive gz application/gzip
        org.idpf.epub-container public.zip-archive,public.composite-content epub application/epub+zip
        public.directory public.item - -
        public.folder public.directory - -
        public.executable public.item - -
        com.apple.application public.executable - -
        com.apple.application-bundle com.apple.application app -
        com.microsoft.windows-executable public.executable exe application/x-msdownload
        com.apple.property-list public.data plist -
        com.apple.xml-property-list public.xml,com.apple.property-list - -
        com.apple.binary-property-list com.apple.property-list - -
        """

    /// The table read once, by identifier.
    static let known: [String: UTType] = {
        var types: [String: UTType] = [:]
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ").map { $0 == "-" ? [] : $0.split(separator: ",").map(String.init) }
            let identifier = fields[0][0]
            types[identifier] = UTType(identifier, parents: fields[1], filenameExtensions: fields[2], mimeType: fields[3].first)
        }
        return types
    }()

    private static func named(_ identifier: String) -> UTType { known[identifier] ?? UTType(identifier, parents: []) }

    /// `public.item`.
    ///
    /// UniformTypeIdentifiers: static let item: UTType
    public static let item = named("public.item")
    /// `public.content`.
    ///
    /// UniformTypeIdentifiers: static let content: UTType
    public static let content = named("public.content")
    /// `public.data`.
    ///
    /// UniformTypeIdentifiers: static let data: UTType
    public static let data = named("public.data")
    /// `public.composite-content`.
    ///
    /// UniformTypeIdentifiers: static let compositeContent: UTType
    public static let compositeContent = named("public.composite-content")
    /// `public.text`.
    ///
    /// UniformTypeIdentifiers: static let text: UTType
    public static let text = named("public.text")
    /// `public.plain-text`.
    ///
    /// UniformTypeIdentifiers: static let plainText: UTType
    public static let plainText = named("public.plain-text")
    /// `public.utf8-plain-text`.
    ///
    /// UniformTypeIdentifiers: static let utf8PlainText: UTType
    public static let utf8PlainText = named("public.utf8-plain-text")
    /// `public.json`.
    ///
    /// UniformTypeIdentifiers: static let json: UTType
    public static let json = named("public.json")
    /// `public.xml`.
    ///
    /// UniformTypeIdentifiers: static let xml: UTType
    public static let xml = named("public.xml")
    /// `public.html`.
    ///
    /// UniformTypeIdentifiers: static let html: UTType
    public static let html = named("public.html")
    /// `public.comma-separated-values-text`.
    ///
    /// UniformTypeIdentifiers: static let commaSeparatedText: UTType
    public static let commaSeparatedText = named("public.comma-separated-values-text")
    /// `public.rtf`.
    ///
    /// UniformTypeIdentifiers: static let rtf: UTType
    public static let rtf = named("public.rtf")
    /// `public.source-code`.
    ///
    /// UniformTypeIdentifiers: static let sourceCode: UTType
    public static let sourceCode = named("public.source-code")
    /// `public.swift-source`.
    ///
    /// UniformTypeIdentifiers: static let swiftSource: UTType
    public static let swiftSource = named("public.swift-source")
    /// `public.yaml`.
    ///
    /// UniformTypeIdentifiers: static let yaml: UTType
    public static let yaml = named("public.yaml")
    /// `public.log`.
    ///
    /// UniformTypeIdentifiers: static let log: UTType
    public static let log = named("public.log")
    /// `public.vcard`.
    ///
    /// UniformTypeIdentifiers: static let vCard: UTType
    public static let vCard = named("public.vcard")
    /// `public.url`.
    ///
    /// UniformTypeIdentifiers: static let url: UTType
    public static let url = named("public.url")
    /// `public.file-url`.
    ///
    /// UniformTypeIdentifiers: static let fileURL: UTType
    public static let fileURL = named("public.file-url")
    /// `public.image`.
    ///
    /// UniformTypeIdentifiers: static let image: UTType
    public static let image = named("public.image")
    /// `public.png`.
    ///
    /// UniformTypeIdentifiers: static let png: UTType
    public static let png = named("public.png")
    /// `public.jpeg`.
    ///
    /// UniformTypeIdentifiers: static let jpeg: UTType
    public static let jpeg = named("public.jpeg")
    /// `com.compuserve.gif`.
    ///
    /// UniformTypeIdentifiers: static let gif: UTType
    public static let gif = named("com.compuserve.gif")
    /// `public.heic`.
    ///
    /// UniformTypeIdentifiers: static let heic: UTType
    public static let heic = named("public.heic")
    /// `public.tiff`.
    ///
    /// UniformTypeIdentifiers: static let tiff: UTType
    public static let tiff = named("public.tiff")
    /// `org.webmproject.webp`.
    ///
    /// UniformTypeIdentifiers: static let webP: UTType
    public static let webP = named("org.webmproject.webp")
    /// `public.svg-image`.
    ///
    /// UniformTypeIdentifiers: static let svg: UTType
    public static let svg = named("public.svg-image")
    /// `com.adobe.pdf`.
    ///
    /// UniformTypeIdentifiers: static let pdf: UTType
    public static let pdf = named("com.adobe.pdf")
    /// `public.audiovisual-content`.
    ///
    /// UniformTypeIdentifiers: static let audiovisualContent: UTType
    public static let audiovisualContent = named("public.audiovisual-content")
    /// `public.movie`.
    ///
    /// UniformTypeIdentifiers: static let movie: UTType
    public static let movie = named("public.movie")
    /// `public.video`.
    ///
    /// UniformTypeIdentifiers: static let video: UTType
    public static let video = named("public.video")
    /// `public.mpeg-4`.
    ///
    /// UniformTypeIdentifiers: static let mpeg4Movie: UTType
    public static let mpeg4Movie = named("public.mpeg-4")
    /// `com.apple.quicktime-movie`.
    ///
    /// UniformTypeIdentifiers: static let quickTimeMovie: UTType
    public static let quickTimeMovie = named("com.apple.quicktime-movie")
    /// `public.audio`.
    ///
    /// UniformTypeIdentifiers: static let audio: UTType
    public static let audio = named("public.audio")
    /// `public.mp3`.
    ///
    /// UniformTypeIdentifiers: static let mp3: UTType
    public static let mp3 = named("public.mp3")
    /// `public.mpeg-4-audio`.
    ///
    /// UniformTypeIdentifiers: static let mpeg4Audio: UTType
    public static let mpeg4Audio = named("public.mpeg-4-audio")
    /// `public.archive`.
    ///
    /// UniformTypeIdentifiers: static let archive: UTType
    public static let archive = named("public.archive")
    /// `public.zip-archive`.
    ///
    /// UniformTypeIdentifiers: static let zip: UTType
    public static let zip = named("public.zip-archive")
    /// `org.gnu.gnu-zip-archive`.
    ///
    /// UniformTypeIdentifiers: static let gzip: UTType
    public static let gzip = named("org.gnu.gnu-zip-archive")
    /// `org.idpf.epub-container`.
    ///
    /// UniformTypeIdentifiers: static let epub: UTType
    public static let epub = named("org.idpf.epub-container")
    /// `public.directory`.
    ///
    /// UniformTypeIdentifiers: static let directory: UTType
    public static let directory = named("public.directory")
    /// `public.folder`.
    ///
    /// UniformTypeIdentifiers: static let folder: UTType
    public static let folder = named("public.folder")
    /// `public.executable`.
    ///
    /// UniformTypeIdentifiers: static let executable: UTType
    public static let executable = named("public.executable")
    /// `com.apple.application`.
    ///
    /// UniformTypeIdentifiers: static let application: UTType
    public static let application = named("com.apple.application")
    /// `com.apple.application-bundle`.
    ///
    /// UniformTypeIdentifiers: static let applicationBundle: UTType
    public static let applicationBundle = named("com.apple.application-bundle")
    /// `com.microsoft.windows-executable`.
    ///
    /// UniformTypeIdentifiers: static let exe: UTType
    public static let exe = named("com.microsoft.windows-executable")
    /// `com.apple.property-list`.
    ///
    /// UniformTypeIdentifiers: static let propertyList: UTType
    public static let propertyList = named("com.apple.property-list")
    /// `com.apple.xml-property-list`, an XML property list: both XML and a property list.
    ///
    /// UniformTypeIdentifiers: static let xmlPropertyList: UTType
    public static let xmlPropertyList = named("com.apple.xml-property-list")
    /// `com.apple.binary-property-list`.
    ///
    /// UniformTypeIdentifiers: static let binaryPropertyList: UTType
    public static let binaryPropertyList = named("com.apple.binary-property-list")
}
#endif

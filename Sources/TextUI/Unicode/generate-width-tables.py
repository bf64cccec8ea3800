#!/usr/bin/env python3
"""Writes UnicodeWidthTables.swift (the code point tables behind DisplayWidth) and the width
corpus the TextUI tests assert (Tests/TextUITests/Support/width-corpus.txt).

Usage (from the package root, after `pip install unicodedata2 wcwidth`):

    python3 Sources/TextUI/Unicode/generate-width-tables.py

Only this script and one optional test use Python: both outputs are checked in, and
`swift build` / `swift test` never need Python. Running the script twice gives
byte-identical output; the outputs depend only on the two packages' versions, which the
generated file records.

Inputs:

- `unicodedata2`: the current Unicode release's general categories and East Asian Width.
- `wcwidth`: the oracle. Terminals that sum code-point widths draw what its `wcswidth`
  computes. From it come the properties Python's unicodedata does not carry (Indic
  syllabic category Consonant, the viramas that form conjuncts, Extended_Pictographic,
  the emoji variation sequences that widen a narrow character), and every corpus width.

One code point's width (table `wide` = 2, table `zeroWidth` = 0, anything else 1; C0/C1
controls and DEL are tested for directly and are in no table):

zeroWidth  General category Mn, Me, Cf, Mc, Zl, Zp, the Hangul medial vowels and final
           consonants U+1160-U+11FF and U+D7B0-U+D7FF, the Hangul fillers U+3164 and
           U+FFA0, and unassigned default-ignorable code points. Not U+00AD SOFT HYPHEN
           and not the prepended concatenation marks (U+0600-U+0605 and the like): a
           terminal draws those.
           Mc (spacing marks) are zero on their own: the cluster rules in DisplayWidth add
           their column after a base character, as wcswidth does.
wide       East Asian Width W or F, the regional indicators U+1F1E6-U+1F1FF (a lone one
           is drawn two columns wide), and the unassigned code points listed in
           DEFAULT_WIDE (CJK planes, and the blocks reserved for future emoji: measuring a
           future emoji 2 leaves at worst a blank column, never an overflowing line).
"""

import sys
import unicodedata2
import wcwidth
from wcwidth import iter_graphemes, wcswidth
from wcwidth.table_grapheme import EXTENDED_PICTOGRAPHIC, ISC_CONSONANT
from wcwidth.table_vs16 import VS16_NARROW_TO_WIDE
from wcwidth._constants import _ISC_VIRAMA_SET
from importlib.metadata import version as package_version
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
TABLES = ROOT / "Sources/TextUI/Unicode/UnicodeWidthTables.swift"
CORPUS = ROOT / "Tests/TextUITests/Support/width-corpus.txt"

DEFAULT_WIDE = [
    (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),  # CJK, as EastAsianWidth.txt says
    (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),                 # planes 2 and 3
    (0x1F000, 0x1FAFF), (0x1FC00, 0x1FFFD),                 # reserved for future pictographs
]
ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf", "Mc", "Zl", "Zp"}
ZERO_WIDTH_EXTRA = [(0x1160, 0x11FF), (0xD7B0, 0xD7FF), (0x3164, 0x3164), (0xFFA0, 0xFFA0)]
DEFAULT_IGNORABLE_UNASSIGNED = [(0x2060, 0x206F), (0xFFF0, 0xFFF8), (0xE0000, 0xE0FFF)]
# Prepended_Concatenation_Mark (PropList.txt): format characters drawn with a visible glyph.
DRAWN_FORMAT_CHARACTERS = {0x00AD, 0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD,
                           0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD}
REGIONAL_INDICATORS = (0x1F1E6, 0x1F1FF)


def in_ranges(code_point, ranges):
    return any(start <= code_point <= end for start, end in ranges)


def scalars():
    return (cp for cp in range(0x110000) if not 0xD800 <= cp <= 0xDFFF)


def classify():
    """(wide, zero_width, spacing_marks) as sorted lists of code points."""
    wide, zero_width, spacing_marks = [], [], []
    for code_point in scalars():
        if code_point < 0xA0:
            continue  # ASCII and controls: DisplayWidth decides them without tables.
        character = chr(code_point)
        category = unicodedata2.category(character)
        if category == "Mc":
            spacing_marks.append(code_point)
        if code_point in DRAWN_FORMAT_CHARACTERS:
            continue
        if category in ZERO_WIDTH_CATEGORIES or in_ranges(code_point, ZERO_WIDTH_EXTRA):
            zero_width.append(code_point)
        elif category == "Cn":
            if in_ranges(code_point, DEFAULT_IGNORABLE_UNASSIGNED):
                zero_width.append(code_point)
            elif in_ranges(code_point, DEFAULT_WIDE):
                wide.append(code_point)
        elif unicodedata2.east_asian_width(character) in ("W", "F"):
            wide.append(code_point)
        elif in_ranges(code_point, [REGIONAL_INDICATORS]):
            wide.append(code_point)
    return wide, zero_width, spacing_marks


def to_ranges(code_points):
    ranges = []
    for code_point in sorted(code_points):
        if ranges and ranges[-1][1] + 1 == code_point:
            ranges[-1][1] = code_point
        else:
            ranges.append([code_point, code_point])
    return ranges


def expand(ranges):
    return [cp for start, end in ranges for cp in range(start, end + 1)]


TABLE_DOCS = {
    "wide": "East Asian Width W or F, the regional indicators, and unassigned code points that default to wide: two columns.",
    "zeroWidth": "Marks (Mn, Me, Mc), format characters (Cf) but the drawn ones, line and paragraph separators, Hangul medial vowels, final consonants and fillers, unassigned default-ignorables: zero columns.",
    "spacingMarks": "General category Mc: a spacing mark adds one column after a base character.",
    "viramas": "The viramas after which a consonant forms a conjunct (wcwidth's list).",
    "conjunctConsonants": "Indic syllabic category Consonant: joins a conjunct after a virama.",
    "emojiBases": "Extended_Pictographic and the regional indicators: an emoji modifier after one of these adds nothing.",
    "widenedByVS16": "Narrow characters that U+FE0F VARIATION SELECTOR-16 makes two columns wide (emoji variation sequences).",
}


def swift_table(name, ranges):
    lines = ["", f"    /// {TABLE_DOCS[name]}", f"    static let {name}: [UInt32] = ["]
    for index in range(0, len(ranges), 4):
        chunk = ranges[index:index + 4]
        lines.append("        " + "  ".join(f"0x{start:04X}, 0x{end:04X}," for start, end in chunk))
    lines.append("    ]")
    return "\n".join(lines) + "\n"


def tables_text():
    wide, zero_width, spacing_marks = classify()
    version = unicodedata2.unidata_version
    text = f"""\
// Generated by generate-width-tables.py; do not edit. Regenerate from the package root with:
//     pip install unicodedata2=={package_version('unicodedata2')} wcwidth=={package_version('wcwidth')}
//     python3 Sources/TextUI/Unicode/generate-width-tables.py
// Categories and East Asian Width: Unicode {version} (unicodedata2 {package_version('unicodedata2')}).
// Conjunct, emoji and variation-sequence properties: wcwidth {package_version('wcwidth')} (Unicode {wcwidth.list_versions()[-1]}).

/// Code point tables behind ``DisplayWidth``.
///
/// Each table is a flat list of inclusive ranges, `start, end, start, end, …`, sorted, merged
/// and non-overlapping; `wide` and `zeroWidth` share no code point. C0/C1 controls and DEL are
/// in neither: ``DisplayWidth`` tests for them directly.
enum UnicodeWidthTables {{
    /// The Unicode version of the categories and East Asian Widths in these tables.
    static let unicodeVersion = "{version}"
"""
    text += swift_table("wide", to_ranges(wide))
    text += swift_table("zeroWidth", to_ranges(zero_width))
    text += swift_table("spacingMarks", to_ranges(spacing_marks))
    text += swift_table("viramas", to_ranges(_ISC_VIRAMA_SET))
    text += swift_table("conjunctConsonants", to_ranges(expand(ISC_CONSONANT)))
    text += swift_table("emojiBases", to_ranges(expand(EXTENDED_PICTOGRAPHIC) + list(range(REGIONAL_INDICATORS[0], REGIONAL_INDICATORS[1] + 1))))
    text += swift_table("widenedByVS16", to_ranges(expand(VS16_NARROW_TO_WIDE["9.0.0"])))
    return text + "}\n"


# ---------------------------------------------------------------------------------------
# The corpus: (label, strings). Hand-picked words, then systematic families.

WORDS = {
    "latin": ["Hello, World!", "café", "cafe\u0301", "Tiếng Việt", "Z\u0324\u0348a\u0330l\u032bg\u0316o\u0349",
              "n\u0303a\u0308", "ﬁ ligature", "\u00bd \u2153 \u2154", "Ελληνικά", "Русский язык", "Հայերեն",
              "ქართული", "አማርኛ", "ᏣᎳᎩ", "ᠮᠣᠩᠭᠣᠯ", "བོད་ཡིག", "ಕನ್ನಡ", "తెలుగు", "മലയാളം", "ଓଡ଼ିଆ",
              "ਪੰਜਾਬੀ", "ລາວ", "ນ້ຳ", "ꦗꦮ", "ᬩᬮᬶ"],
    "devanagari": ["क्षत्रिय", "हिन्दी", "क्षत्रिय हिन्दी", "नमस्ते", "संस्कृत", "श्री", "द्वार", "प्रेम", "कार्य",
                   "स्त्री", "ज्ञान", "अर्थ", "मैं ठीक हूँ", "क़", "ॐ", "क्ष", "क्ष्म", "क्\u200dष", "क्\u200cष",
                   "कि", "की", "पृथ्वी", "राष्ट्र", "उद्घाटन", "ह्रस्व"],
    "bengali": ["বাংলা", "ক্ষমা", "স্বাধীনতা", "আমি বাংলায় গান গাই", "শ্রী", "রবীন্দ্রনাথ", "কৌ", "ৎ"],
    "tamil": ["தமிழ்", "க்ஷ", "ஸ்ரீ", "வணக்கம்", "கொ", "நன்றி", "திருக்குறள்", "க்ஷி", "ஔ"],
    "gujarati": ["ગુજરાતી", "ક્ષ", "શ્રી", "નમસ્તે", "દ્વારા"],
    "sinhala": ["සිංහල", "ශ්\u200dරී ලංකා", "ක්\u200dෂ", "ආයුබෝවන්", "ද්\u200dය"],
    "myanmar": ["မြန်မာ", "မင်္ဂလာပါ", "ကျွန်ုပ်", "မြန်မာစာ", "ဿ"],
    "khmer": ["ខ្មែរ", "សួស្តី", "ភាសាខ្មែរ", "ក្រុង", "ស្ត្រី"],
    "thai": ["สำ", "ภาษาไทย", "น้ำ", "กำลัง", "ที่", "สวัสดีครับ", "ผู้ใหญ่", "\u0e33", "ก\u0e4d\u0e32"],
    "hangul": ["한국어", "각", "\u1100\u1161\u11a8", "\u1100\u1161", "\u1112\u119e\u11ab", "\u1161", "\u11a8",
               "ﾡ", "ㄱㅏ", "\u3164", "\uffa0", "안녕하세요 세계", "\u1100\ud7b0", "\ua960\u1161"],
    "cjk": ["日本語", "中文", "漢字", "𠀋", "𩸽", "ｶﾀｶﾅ", "ＡＢＣ", "〜", "　", "㈱", "㍿", "\U00030000", "々〆ヴ",
            "か\u3099", "ｶﾞ", "〇一二三", "ㇰㇱ", "〽", "⿰氵每", "〄", "㊙", "\u302e\u302f", "ᄀᄁ"],
    "trigrams and newly wide": ["☰☱☲☳☴☵☶☷", "☰ 注文", "⚌⚍⚎⚏", "𝌀𝌁"],
    "arabic and hebrew": ["العربية", "مرحبا بالعالم", "\u0627\u0644\u0633\u0651\u064e\u0644\u0627\u0645", "שלום",
                          "עִבְרִית", "\u200fשלום\u200e", "\u202bembedded\u202c", "\u2067isolate\u2069",
                          "\u202eoverride\u202c", "\u061c١٢٣", "ﷺ", "ﷲ", "\u0600\u0661\u0662", "\u06dd\u0661",
                          "می\u200cخواهم", "لا", "ـــ", "ܫܠܡܐ", "ހިނދ"],
}

EMOJI_BY_VERSION = [
    ("emoji 0.6/1.0", ["😀", "☺", "⌚", "🎉", "🐱", "🍣", "🚀", "🗾", "❤", "✨"]),
    ("emoji 2.0", ["🗨", "🏳", "🕵"]),
    ("emoji 3.0", ["🤣", "🥑", "🛑", "🦊"]),
    ("emoji 4.0", ["🤷\u200d♀\ufe0f", "👩\u200d⚕\ufe0f", "🏳\ufe0f\u200d🌈"]),
    ("emoji 5.0", ["🤩", "🦕", "🧙", "🏴\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f"]),
    ("emoji 11.0", ["🥳", "🦞", "🧁", "🏴\u200d☠\ufe0f"]),
    ("emoji 12.0", ["🥱", "🦥", "🪂", "🧑\u200d🤝\u200d🧑"]),
    ("emoji 13.0", ["🥲", "🪴", "🫀", "🐈\u200d⬛", "🐻\u200d❄\ufe0f"]),
    ("emoji 14.0", ["🫠", "🪬", "🫶", "🫱🏻\u200d🫲🏿"]),
    ("emoji 15.0", ["🫨", "🩷", "🫎", "🪼", "🛜"]),
    ("emoji 15.1", ["🐦\u200d🔥", "🍋\u200d🟩", "🍄\u200d🟫", "⛓\ufe0f\u200d💥", "🙂\u200d↔\ufe0f",
                    "🚶\u200d➡\ufe0f", "🧑\u200d🧑\u200d🧒", "🧑\u200d🦯\u200d➡\ufe0f"]),
    ("emoji 16.0", ["🫩", "🫆", "🪾", "🫜", "🪉", "🪏", "🫟", "🇨🇶"]),
    ("emoji 17.0", ["🫪", "🫯", "🫍", "🪊", "🪎", "🫈", "🛘"]),
]

ZWJ_SEQUENCES = ["👨\u200d👩\u200d👧\u200d👦", "👩\u200d👩\u200d👦", "👨\u200d👨\u200d👧\u200d👧",
                 "🧑\u200d🧑\u200d🧒\u200d🧒", "👩\u200d❤\ufe0f\u200d💋\u200d👨", "👩🏽\u200d❤\ufe0f\u200d👨🏿",
                 "🧑🏻\u200d🤝\u200d🧑🏿", "🏳\ufe0f\u200d⚧\ufe0f", "🐕\u200d🦺", "❤\ufe0f\u200d🔥", "❤\ufe0f\u200d🩹",
                 "😮\u200d💨", "😵\u200d💫", "🧔\u200d♀\ufe0f", "👁\ufe0f\u200d🗨\ufe0f", "🧑\u200d🚀", "👩\u200d🔬",
                 "👨\u200d👩\u200d👧\u200d👦 family", "a\u200db", "👍\u200d", "\u200d👍"]
FLAGS = ["🇯🇵", "🇺🇸", "🇬🇧", "🇩🇪", "🇫🇷", "🇺🇦", "🇧🇷", "🇮🇳", "🇪🇺", "🇺🇳", "🇯🇵🇺🇸", "🇯🇵🇺",
         "🇦", "🇿", "🇿🇿", "🇯 lone", "flag 🇯🇵 in text"]
TAG_SEQUENCES = ["🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",
                 "🏴\U000e0067\U000e0062\U000e0077\U000e006c\U000e0073\U000e007f",
                 "🏴\U000e0075\U000e0073\U000e0074\U000e0078\U000e007f", "a\U000e0061\U000e007f", "\U000e0001"]
SKIN_TONES = ["👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿", "👋🏽", "🏽", "a🏽", "🧑🏾\u200d💻"]
KEYCAPS = [c + "\ufe0f\u20e3" for c in "#*0123456789"] + ["1\u20e3", "#\u20e3", "x\ufe0f\u20e3"]
TEXT_DEFAULT = "☺☹☀☁✈✉✌✏❤☝⚠♻™©®‼↔▶◀⬆☎✔✖❣♥♠⬛"
EMOJI_DEFAULT = "⌚⌛⏩☔☕♈⚡⚽⛄⛔✅❌🀄🌀😀"
OTHER_SELECTORS = ["葛\ufe00", "葛\U000e0100", "a\ufe0f", "a\ufe0e", "\ufe0f", "\ufe0e", "✌\ufe0f🏽",
                   "\u1820\u180b", "ᠠ\u180e"]
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u200e", "\u200f", "\u061c",
              "\u2062", "\u2028", "\u2029", "\u034f", "a\u200bb", "\u0301", "e\u0301\u0302\u0303",
              "a\u20dd", "\u115f", "\u115f\u1160", "\u2066\u2069"]
CONTROLS = ["a" + chr(c) + "b" for c in list(range(0x00, 0x20)) + [0x7F, 0x80, 0x85, 0x9B, 0x9F]] + ["\r\n"]


def corpus_entries():
    entries = [(label, s) for label, words in WORDS.items() for s in words]
    entries += [(label, s) for label, items in EMOJI_BY_VERSION for s in items]
    entries += [("ZWJ sequences", s) for s in ZWJ_SEQUENCES]
    entries += [("flags", s) for s in FLAGS]
    entries += [("tag sequences", s) for s in TAG_SEQUENCES]
    entries += [("skin tones", s) for s in SKIN_TONES]
    entries += [("keycaps", s) for s in KEYCAPS]
    entries += [("text-default + VS15/VS16", c + vs) for c in TEXT_DEFAULT for vs in ("", "\ufe0e", "\ufe0f")]
    entries += [("emoji-default + VS15/VS16", c + vs) for c in EMOJI_DEFAULT for vs in ("\ufe0e", "\ufe0f")]
    entries += [("other variation selectors", s) for s in OTHER_SELECTORS]
    entries += [("zero width and format", s) for s in ZERO_WIDTH]
    entries += [("control characters", s) for s in CONTROLS]
    return entries


def is_control(code_point):
    return code_point < 0x20 or 0x7F <= code_point < 0xA0


def oracle(text):
    """wcswidth, with C0/C1 controls left out (wcswidth says -1 for them; TextUI drops them)."""
    return wcswidth("".join(c for c in text if not is_control(ord(c))))


def cluster_sum(text):
    """DisplayWidth's rule: the sum of wcswidth over grapheme clusters, each measured as if it
    followed a base character (so a cluster that starts with a spacing mark, such as Myanmar
    U+102C, counts its column); no other state crosses from one cluster into the next."""
    return sum(oracle("a" + cluster) - 1 for cluster in iter_graphemes(text))


def escape(text):
    out = []
    for character in text:
        code_point = ord(character)
        category = unicodedata2.category(character)
        if character == "\\" or (category[0] in "CZ" and character != " ") or 0xFE00 <= code_point <= 0xFE0F \
                or 0xE0100 <= code_point <= 0xE01EF or category == "Cn":
            out.append(f"\\u{{{code_point:X}}}")
        else:
            out.append(character)
    return "".join(out)


def corpus_text():
    lines = [
        "# Width corpus for DisplayWidth, generated by Sources/TextUI/Unicode/generate-width-tables.py; do not edit.",
        f"# Oracle: wcwidth {package_version('wcwidth')} wcswidth (Unicode {wcwidth.list_versions()[-1]}), C0/C1 controls left out.",
        "# Columns: oracle width <TAB> sum over grapheme clusters <TAB> text (\\u{X} escapes, \\\\ a backslash) <TAB> group",
        "# The two widths differ only where wcswidth carries state from one cluster into the next.",
    ]
    for label, text in corpus_entries():
        if cluster_sum(text) < oracle(text):
            raise SystemExit(f"DisplayWidth would measure {text!r} narrower than wcswidth: fix the rules first")
        lines.append(f"{oracle(text)}\t{cluster_sum(text)}\t{escape(text)}\t{label}")
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) > 1:
        print(__doc__.strip() if argv[1] in ("-h", "--help") else "usage: generate-width-tables.py",
              file=sys.stdout if argv[1] in ("-h", "--help") else sys.stderr)
        return 0 if argv[1] in ("-h", "--help") else 2
    TABLES.write_bytes(tables_text().encode("utf-8"))
    CORPUS.write_bytes(corpus_text().encode("utf-8"))
    print(f"wrote {TABLES.relative_to(ROOT)} and {CORPUS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

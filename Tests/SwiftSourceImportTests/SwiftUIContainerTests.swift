import LayoutCore
import Testing

/// GeometryReader, alignment guides, grids, `if`/`switch`, AnyLayout and previews read from
/// SwiftUI source.
@Suite("SwiftUI source: containers, conditions, previews")
struct SwiftUIContainerTests {
    @Test func geometryReaderProxySizeInAFrame() throws {
        let source = """
            struct Half: View {
                var body: some View {
                    GeometryReader { proxy in
                        Color.green.frame(width: proxy.size.width / 2, height: 100).id("half")
                    }
                }
            }
            """
        // The reader takes 300 × 400 and puts its content at its top-leading corner.
        #expect(try SwiftSourceSupport.frames(source, 300, 400)["half"] == rect(0, 0, 150, 100))
        #expect(try SwiftSourceSupport.frames(source, 500, 400)["half"] == rect(0, 0, 250, 100))
    }

    @Test func alignmentGuideWithDimensionsArithmetic() throws {
        let source = """
            struct Guides: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Color.red.frame(width: 100, height: 10).id("a")
                        Color.blue.frame(width: 50, height: 10)
                            .alignmentGuide(.leading) { d in d[.trailing] - 10 }
                            .id("b")
                    }
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 300, 100)
        // b's leading guide is 50 − 10 = 40: b starts 40 left of a. Stack 140 × 20 centred at
        // x = 80, y = 40; b at 80, a at 120.
        #expect(frames["a"] == rect(120, 40, 100, 10))
        #expect(frames["b"] == rect(80, 50, 50, 10))
    }

    @Test func lazyVGridWithColumnsDeclaredAsAProperty() throws {
        let source = """
            struct Gallery: View {
                let columns = Array(repeating: GridItem(.flexible(), spacing: 10), count: 2)
                var body: some View {
                    LazyVGrid(columns: columns, spacing: 5) {
                        ForEach(0..<4) { i in
                            Color.red.frame(height: 20).id("c\\(i)")
                        }
                    }
                }
            }
            """
        let frames = try SwiftSourceSupport.frames(source, 410, 145)
        // Two flexible columns share 410 − 10: 200 each. Two rows 20 + 5 + 20 = 45, centred at y = 50.
        #expect(frames["c0"] == rect(0, 50, 200, 20))
        #expect(frames["c1"] == rect(210, 50, 200, 20))
        #expect(frames["c3"] == rect(210, 75, 200, 20))
    }

    static let adaptive = """
        struct Adaptive: View {
            @Environment(\\.dynamicTypeSize) var typeSize
            let compact = true

            var body: some View {
                if typeSize.isAccessibilitySize {
                    Color.red.frame(width: 10, height: 10).id("big")
                } else if compact {
                    Color.blue.frame(width: 20, height: 20).id("compact")
                } else {
                    Color.green.id("regular")
                }
            }
        }

        #Preview("Large") {
            Adaptive().environment(\\.dynamicTypeSize, .accessibility2)
        }
        """

    @Test func ifOnALiteralPropertyAndOnTheDynamicTypeSize() throws {
        // The default size (large) is not an accessibility size: the `compact` branch.
        let frames = try SwiftSourceSupport.frames(Self.adaptive, 100, 100)
        #expect(frames["compact"] == rect(40, 40, 20, 20))
        #expect(frames["big"] == nil)
        // The preview sets accessibility2: the first branch.
        let large = try SwiftSourceSupport.frames(Self.adaptive, 100, 100, view: "Large")
        #expect(large["big"] == rect(45, 45, 10, 10))
        #expect(
            try SwiftSourceSupport.spec(Self.adaptive, view: "Large").environment.dynamicTypeSize == .accessibility2)
    }

    static let pair = """
        struct Pair: View {
            @Environment(\\.dynamicTypeSize) var size
            var body: some View {
                let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                layout {
                    Color.red.frame(width: 30, height: 10).id("a")
                    Color.blue.frame(width: 30, height: 10).id("b")
                }
            }
        }

        struct PairPreviews: PreviewProvider {
            static var previews: some View {
                Pair().dynamicTypeSize(.accessibility1)
            }
        }
        """

    @Test func anyLayoutChosenByTheDynamicTypeSize() throws {
        let spec = try SwiftSourceSupport.spec(Self.pair)
        #expect(spec.root.kind.typeName == "AnyLayout")
        // Default: an HStack of 60 × 10 centred in 100 × 100.
        let row = try SwiftSourceSupport.frames(Self.pair, 100, 100)
        #expect(row["a"] == rect(20, 45, 30, 10))
        #expect(row["b"] == rect(50, 45, 30, 10))
        // The preview's accessibility1: a VStack of 30 × 20.
        let column = try SwiftSourceSupport.frames(Self.pair, 100, 100, view: "PairPreviews")
        #expect(column["a"] == rect(35, 40, 30, 10))
        #expect(column["b"] == rect(35, 50, 30, 10))
    }

    static let compound = """
        struct Pair: View {
            @Environment(\\.dynamicTypeSize) var size
            @Environment(\\.horizontalSizeClass) var width
            var body: some View {
                let row = !(size.isAccessibilitySize || width == .regular) && (size < .xxLarge || size == .xxxLarge)
                let layout = row ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
                layout {
                    Color.red.frame(width: 30, height: 10).id("a")
                    Color.blue.frame(width: 30, height: 10).id("b")
                }
            }
        }

        struct XXL: PreviewProvider {
            static var previews: some View { Pair().dynamicTypeSize(.xxLarge) }
        }

        struct XXXL: PreviewProvider {
            static var previews: some View { Pair().dynamicTypeSize(.xxxLarge) }
        }

        struct AX1: PreviewProvider {
            static var previews: some View { Pair().dynamicTypeSize(.accessibility1) }
        }
        """

    @Test func aConditionWithNegatedAlternativesAndParenthesesChoosesTheLayout() throws {
        // 100 pt wide: a compact width. Row where no accessibility size and (below xxLarge or
        // exactly xxxLarge): large and xxxLarge a row (a at x 20 of 100 − 60 centred, y 45);
        // xxLarge and accessibility1 a column (a at x 35, y 40 of 100 − 20 centred).
        let rowA = rect(20, 45, 30, 10)
        let columnA = rect(35, 40, 30, 10)
        #expect(try SwiftSourceSupport.frames(Self.compound, 100, 100)["a"] == rowA)
        #expect(try SwiftSourceSupport.frames(Self.compound, 100, 100, view: "XXL")["a"] == columnA)
        #expect(try SwiftSourceSupport.frames(Self.compound, 100, 100, view: "XXXL")["a"] == rowA)
        #expect(try SwiftSourceSupport.frames(Self.compound, 100, 100, view: "AX1")["a"] == columnA)
    }

    @Test func aConditionOfTooManyAlternativesIsLocated() throws {
        // Seven `(x || y)` of different tests joined by `&&`: 2^7 = 128 alternatives
        // multiplied out, over 64.
        let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"]
        let test = sizes.map { "(size < .\($0) || size == .\($0))" }.joined(separator: " && ")
        let source = Self.compound.replacingOccurrences(
            of: "!(size.isAccessibilitySize || width == .regular) && (size < .xxLarge || size == .xxxLarge)", with: test
        )
        let error = try #require(SwiftSourceSupport.error(source))
        // The whole `&&` chain on line 5 (`let row = ` is 19 characters after column 1).
        #expect(error.location == .lineColumn(line: 5, column: 19))
        #expect("\(error)".contains("at most 64 alternatives"))
    }

    @Test func switchOnALiteralAndAViewOfTheSameFileWithArguments() throws {
        let source = """
            struct Badge: View {
                let side: CGFloat
                var body: some View {
                    Circle().frame(width: side, height: side)
                }
            }

            struct Screen: View {
                let style = 2
                var body: some View {
                    switch style {
                    case 1: Badge(side: 10).id("badge")
                    case 2, 3: Badge(side: 40).id("badge")
                    default: EmptyView()
                    }
                }
            }
            """
        // Badge needs an argument, so Screen is the first view laid out; style 2 → 40 × 40.
        #expect(try SwiftSourceSupport.frames(source, 100, 100)["badge"] == rect(30, 30, 40, 40))
    }
}

import ConstraintLayout
@testable import InterfaceBuilder
import LayoutCore
import Testing

/// `--variations` (``IBImportOptions/writesVariations``): constraints Interface Builder installs
/// only under some size classes become the spec's `variations`, so one imported spec lays out
/// for every size. Frames derived by hand beside each case.
@Suite struct SizeClassVariationTests {
    /// An iPhone 8 (retina4_7, 375 × 667) XIB: `a` is pinned 20 from the leading edge (60 in
    /// compact height: a property variation), 30 from the top, 100 wide; its height is `hr`
    /// (200) installed only for `heightClass=regular` and `hc` (50) only for `heightClass=compact`.
    static let document = IB.xib(
        """
        <view contentMode="scaleToFill" id="top">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
        <rect key="frame" x="20" y="30" width="100" height="200"/></view>
        </subviews>
        <constraints>
        <constraint firstItem="a" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="lead">
        <variation key="heightClass=compact" constant="60"/>
        </constraint>
        <constraint firstItem="a" firstAttribute="top" secondItem="top" secondAttribute="top" constant="30" id="tp"/>
        <constraint firstItem="a" firstAttribute="width" constant="100" id="wd"/>
        <constraint firstItem="a" firstAttribute="height" constant="200" id="hr"/>
        <constraint firstItem="a" firstAttribute="height" constant="50" id="hc"/>
        </constraints>
        <variation key="default"><mask key="constraints"><exclude reference="hr"/><exclude reference="hc"/></mask></variation>
        <variation key="heightClass=compact"><mask key="constraints"><include reference="hc"/></mask></variation>
        <variation key="heightClass=regular"><mask key="constraints"><include reference="hr"/></mask></variation>
        </view>
        """)

    static func imported(_ options: IBImportOptions = IBImportOptions(writesVariations: true)) throws
        -> IBImportedRoot
    {
        try IB.document(document).importRoot(options: options)
    }

    static func frame(of id: String, at size: Size) throws -> Rect? {
        let root = try imported()
        return root.reported(try ConstraintLayoutEngine(root.spec).solve(in: size)).frameIndex[id]
    }

    /// The identifiers of the object-form constraints of `entries`.
    static func identifiers(_ entries: [ConstraintEntry]) -> [String] {
        entries.compactMap { entry in
            if case .object(let object, _) = entry { return object.identifier }
            return nil
        }
    }

    @Test func constraintsOfOneHeightClassBecomeTwoVariations() throws {
        let spec = try Self.imported().spec
        // `tp` and `wd` hold under every class; `lead` reads 20 under hR and 60 under hC, so it
        // is written once in each variation, beside the height installed for that class.
        #expect(Self.identifiers(spec.constraints).contains("tp"))
        #expect(Self.identifiers(spec.constraints).contains("wd"))
        #expect(!Self.identifiers(spec.constraints).contains("lead"))
        #expect(
            spec.variations.map(\.condition.source) == ["verticalSizeClass == regular", "verticalSizeClass == compact"])
        #expect(spec.variations.map { Self.identifiers($0.constraints) } == [["lead", "hr"], ["lead", "hc"]])
        let constants = spec.variations.map { variation in
            variation.constraints.compactMap { entry -> Double? in
                if case .object(let object, _) = entry { return object.constant }
                return nil
            }
        }
        #expect(constants == [[20, 200], [60, 50]])
    }

    @Test func portraitSolvesWithTheRegularHeightConstraints() throws {
        // 375 × 667 is an iPhone in portrait, wC hR: leading 20, top 30, width 100, `hr` 200.
        #expect(
            try Self.frame(of: "a", at: Size(width: 375, height: 667)) == Rect(x: 20, y: 30, width: 100, height: 200))
    }

    @Test func landscapeSolvesWithTheCompactHeightConstraints() throws {
        // 667 × 375: landscape, short side 375 < 414, wC hC: leading 60 (the variation's
        // constant), top 30, width 100, `hc` 50.
        #expect(
            try Self.frame(of: "a", at: Size(width: 667, height: 375)) == Rect(x: 60, y: 30, width: 100, height: 50))
    }

    @Test func iPadSolvesWithTheRegularHeightConstraints() throws {
        // 1024 × 768: short side ≥ 600, wR hR: the same constraints as portrait.
        #expect(
            try Self.frame(of: "a", at: Size(width: 1024, height: 768)) == Rect(x: 20, y: 30, width: 100, height: 200))
    }

    @Test func traitsStillResolveTheVariations() throws {
        // `--traits hC` wins over `writesVariations`: no variations, `hc` and leading 60 installed.
        let traits = IBTraits(widthClass: .compact, heightClass: .compact, idiom: "phone")
        let root = try Self.imported(IBImportOptions(traits: traits, writesVariations: true))
        #expect(root.spec.variations.isEmpty)
        #expect(Self.identifiers(root.spec.constraints).contains("hc"))
        #expect(!Self.identifiers(root.spec.constraints).contains("hr"))
        let frames = root.reported(try ConstraintLayoutEngine(root.spec).solve(in: root.size)).frameIndex
        // Solved at the stored 375 × 667 with the compact constraints: (60, 30, 100, 50).
        #expect(frames["a"] == Rect(x: 60, y: 30, width: 100, height: 50))
    }

    @Test func conditionsNameTheClassesTheyHoldUnder() {
        let (wCR, wCC, wRC, wRR) = (SizeClasses.all[0], SizeClasses.all[1], SizeClasses.all[2], SizeClasses.all[3])
        #expect(IBVariations.condition(for: [wCR, wCC]) == "horizontalSizeClass == compact")
        #expect(IBVariations.condition(for: [wRC, wRR]) == "horizontalSizeClass == regular")
        #expect(IBVariations.condition(for: [wCC, wRC]) == "verticalSizeClass == compact")
        #expect(IBVariations.condition(for: [wRC]) == "horizontalSizeClass == regular && verticalSizeClass == compact")
        #expect(
            IBVariations.condition(for: [wCR, wCC, wRR])
                == "horizontalSizeClass != regular || verticalSizeClass != compact")
        #expect(
            IBVariations.condition(for: [wCR, wRC])
                == "horizontalSizeClass == compact && verticalSizeClass == regular || "
                + "horizontalSizeClass == regular && verticalSizeClass == compact")
    }
}

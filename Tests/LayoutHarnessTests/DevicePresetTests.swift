import LayoutCore
import LayoutHarness
import Testing

/// The device presets against the pixel resolutions Apple publishes in each device's technical
/// specifications: points × scale must give them.
@Suite struct DevicePresetTests {
    /// Published native resolutions, portrait (apple.com tech specs).
    static let pixels: [String: (width: Double, height: Double)] = [
        "iphone-se-3": (750, 1334), "iphone-16e": (1170, 2532), "iphone-16": (1179, 2556),
        "iphone-16-pro": (1206, 2622), "iphone-16-plus": (1290, 2796), "iphone-16-pro-max": (1320, 2868),
        "ipad-mini-a17-pro": (1488, 2266), "ipad-air-11": (1640, 2360), "ipad-pro-11-4th-gen": (1668, 2388),
        "ipad-pro-11": (1668, 2420), "ipad-air-13": (2048, 2732), "ipad-pro-13": (2064, 2752),
    ]

    @Test func pointsTimesScaleGiveThePublishedPixels() {
        #expect(Set(Device.presets.map(\.name)) == Set(Self.pixels.keys))
        for device in Device.presets {
            guard let expected = Self.pixels[device.name] else { continue }
            let scale = Double(device.scale)
            #expect(device.size.width * scale == expected.width, "\(device.name)")
            #expect(device.size.height * scale == expected.height, "\(device.name)")
        }
    }

    /// The earlier preset names keep their screens (FORMATS.md §4), so old commands and sweeps
    /// give the same sizes.
    @Test func earlierNamesAreAliasesOfTheSameScreens() {
        #expect(Device.size(named: "iphone-se") == Size(width: 375, height: 667))
        #expect(Device.size(named: "iphone-15") == Size(width: 393, height: 852))
        #expect(Device.size(named: "iphone-15-pro-max") == Size(width: 430, height: 932))
        #expect(Device.size(named: "ipad-11") == Size(width: 834, height: 1194))
        #expect(Device.size(named: "ipad-13-landscape") == Size(width: 1376, height: 1032))
        #expect(Device.all.map(\.size.width) == [375, 393, 430, 834, 1032])
    }

    /// Safe areas lie inside the screen and leave most of it: a phone's portrait insets run
    /// along the top and bottom only, its landscape insets along the sides and bottom.
    @Test func safeAreasFitTheirScreens() {
        for device in Device.presets {
            let p = device.portraitSafeArea
            let l = device.landscapeSafeArea
            #expect(p.top + p.bottom < device.size.height / 4, "\(device.name)")
            #expect(l.leading + l.trailing < device.size.height / 4, "\(device.name)")
            #expect(p.leading == 0 && p.trailing == 0, "\(device.name)")
            #expect(l.leading == l.trailing, "\(device.name)")
        }
        #expect(Device.named("iphone-16-pro")?.portraitSafeArea == EdgeInsets(top: 62, bottom: 34))
        #expect(Device.named("iphone-16")?.landscapeSafeArea == EdgeInsets(leading: 59, bottom: 21, trailing: 59))
    }

    @Test func sizeErrorsNameTheSideAndTheLimit() throws {
        #expect(throws: SizeParsing.SizeError.self) { try SizeParsing.parseSolveSize("375 by 667") }
        do {
            _ = try SizeParsing.parseSolveSize("375x1e10")
            Issue.record("accepted 1e10")
        } catch {
            #expect(
                error.description
                    == "the height 1e10 is outside 0…1000000000 points (the largest length a spec may use)")
        }
        #expect(try SizeParsing.parseSolveSize("375X667") == SolveSize(width: 375, height: 667))
        #expect(try SizeParsing.parseSolveSize("nilXinfinity") == SolveSize(width: nil, height: .infinity))
    }
}

#!/usr/bin/python3
"""Per-glyph advances and pair kerning of strings in a font file, read with fontTools.

Independent of HarfBuzz: the glyph of each character comes from the font's cmap, its
advance from hmtx, and the kerning of each adjacent pair from the GPOS `kern` feature's
pair-adjustment lookups (formats 1 and 2, extension lookups followed). No ligatures or
contextual alternates are applied, so use it on strings those do not touch. The expected
widths in Tests/TextMeasurementTests come from this script's output.

Usage: scripts/font-advances.py (run by /usr/bin/python3, Debian's, where python3-fonttools is) [FONT] STRING...
  FONT defaults to Debian's fonts-inter Inter-Regular.otf. Needs python3-fonttools
  (Debian) or fontTools in a venv.
"""
import sys

from fontTools.ttLib import TTFont

DEFAULT_FONT = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"


def pair_lookups(font):
    """The PairPos subtables of the lookups of the GPOS 'kern' feature."""
    if "GPOS" not in font:
        return []
    gpos = font["GPOS"].table
    indices = set()
    for record in gpos.FeatureList.FeatureRecord:
        if record.FeatureTag == "kern":
            indices.update(record.Feature.LookupListIndex)
    subtables = []
    for index in sorted(indices):
        lookup = gpos.LookupList.Lookup[index]
        for sub in lookup.SubTable:
            if lookup.LookupType == 9:
                sub = sub.ExtSubTable
            if getattr(sub, "LookupType", 2) == 2 or lookup.LookupType == 2:
                subtables.append(sub)
    return subtables


def kerning(subtables, left, right):
    """The x-advance adjustment of `left` followed by `right` (first subtable that covers it)."""
    for sub in subtables:
        coverage = sub.Coverage.glyphs
        if left not in coverage:
            continue
        if sub.Format == 1:
            pair_set = sub.PairSet[coverage.index(left)]
            for record in pair_set.PairValueRecord:
                if record.SecondGlyph == right:
                    value = record.Value1
                    return getattr(value, "XAdvance", 0) or 0 if value else 0
        elif sub.Format == 2:
            class1 = sub.ClassDef1.classDefs.get(left, 0)
            class2 = sub.ClassDef2.classDefs.get(right, 0)
            value = sub.Class1Record[class1].Class2Record[class2].Value1
            adjustment = getattr(value, "XAdvance", 0) or 0 if value else 0
            if adjustment or class2:
                return adjustment
            # Class 0 of ClassDef2 with no adjustment: the pair is not in this subtable.
            continue
    return 0


def main(argv):
    font_path = DEFAULT_FONT
    strings = argv[1:]
    if strings and strings[0].endswith((".otf", ".ttf")):
        font_path, strings = strings[0], strings[1:]
    font = TTFont(font_path)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    upem = font["head"].unitsPerEm
    hhea = font["hhea"]
    os2 = font["OS/2"]
    print(f"font {font_path}: unitsPerEm {upem}")
    print(f"  hhea ascender {hhea.ascent} descender {hhea.descent} lineGap {hhea.lineGap}")
    print(f"  OS/2 typo ascender {os2.sTypoAscender} descender {os2.sTypoDescender} lineGap {os2.sTypoLineGap}"
          f" (USE_TYPO_METRICS {bool(os2.fsSelection & (1 << 7))})")
    subtables = pair_lookups(font)
    for string in strings:
        glyphs = [cmap.get(ord(c), ".notdef") for c in string]
        total = 0
        parts = []
        for i, (char, glyph) in enumerate(zip(string, glyphs)):
            advance = hmtx[glyph][0]
            kern = kerning(subtables, glyph, glyphs[i + 1]) if i + 1 < len(glyphs) else 0
            total += advance + kern
            parts.append(f"{char!r}={advance}" + (f"{kern:+d}" if kern else ""))
        print(f"{string!r}: {' '.join(parts)} = {total} units")


if __name__ == "__main__":
    main(sys.argv)

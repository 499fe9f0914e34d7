"""A readable, exact diff between two packs: entries added, removed or changed, by lemma id."""
from __future__ import annotations

import json

import msgspec

from domain.reader.pack import Pack

FIELDS = ("units", "verbs", "modifiers", "times", "activities", "names", "places", "number_words",
          "multipliers", "functions", "descriptive_rules")


def _entries(pack: Pack) -> dict[str, tuple[str, str]]:
    out = {}
    for field in FIELDS:
        for entry in getattr(pack, field):
            out[entry.id] = (field, json.dumps(msgspec.to_builtins(entry), sort_keys=True, ensure_ascii=False))
    return out


def pack_diff(a: Pack, b: Pack) -> list[str]:
    """``+ field entry`` / ``- field entry`` / ``~ field old -> new`` lines, sorted by lemma id."""
    ea, eb = _entries(a), _entries(b)
    lines = []
    for lemma in sorted(set(ea) | set(eb)):
        if lemma not in ea:
            lines.append(f"+ {eb[lemma][0]} {eb[lemma][1]}")
        elif lemma not in eb:
            lines.append(f"- {ea[lemma][0]} {ea[lemma][1]}")
        elif ea[lemma] != eb[lemma]:
            lines.append(f"~ {eb[lemma][0]} {ea[lemma][1]} -> {eb[lemma][1]}")
    return lines

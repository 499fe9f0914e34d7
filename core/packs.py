"""Load a shipped pack by name into the domain Pack type (the domain itself does no I/O)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import msgspec

from core.errors import UsageError
from domain.reader.pack import Pack, PackChangeError, validate

PACK_DIR = Path(__file__).resolve().parent / "data" / "packs"
DEFAULT_PACK = "en_base_v1"


def available_packs() -> list[str]:
    return sorted(p.stem for p in PACK_DIR.glob("*.json"))


@lru_cache(maxsize=8)
def load_pack(name: str = DEFAULT_PACK) -> Pack:
    """The named pack, validated; a UsageError names the packs that exist."""
    if not name or "/" in name or "\\" in name or name.startswith("."):
        raise UsageError(f"bad pack name {name!r}")
    path = PACK_DIR / f"{name}.json"
    if not path.is_file():
        raise UsageError(f"no pack named {name!r}; available: {', '.join(available_packs()) or 'none'}")
    try:
        pack = msgspec.json.decode(path.read_bytes(), type=Pack)
        validate(pack)
    except (msgspec.DecodeError, msgspec.ValidationError, PackChangeError) as exc:
        raise UsageError(f"pack {name!r} is malformed: {exc}") from None
    return pack

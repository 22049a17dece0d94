from dataclasses import dataclass, replace
from typing import Dict, Tuple


@dataclass(frozen=True)
class HorizonPreset:
    name: str
    steps: Tuple[int, ...]
    scale: float = 1.0
    clip_negative: bool = True


_PRESETS: Dict[str, HorizonPreset] = {}


def register(preset: HorizonPreset) -> HorizonPreset:
    _PRESETS[preset.name] = preset
    return preset


register(HorizonPreset("hourly", steps=(1, 2, 3, 6, 12, 24)))
register(HorizonPreset("daily", steps=(1, 7, 14, 28), scale=24.0))
register(HorizonPreset("signed", steps=(1, 2, 4), clip_negative=False))


def resolve(name: str, overrides: dict) -> HorizonPreset:
    try:
        preset = _PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown horizon preset {name!r}; known: {sorted(_PRESETS)}") from None
    if overrides:
        preset = replace(preset, **overrides)
    return preset

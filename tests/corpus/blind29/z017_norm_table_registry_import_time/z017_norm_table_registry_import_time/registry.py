"""Normalisation presets; resolved once at import time."""
import json
import os
from dataclasses import dataclass, field
from typing import Dict, List

_PRESETS_JSON = """
{
  "imagenet": {"mean": [0.485, 0.456, 0.406], "std": [0.229, 0.224, 0.225]},
  "openai_clip": {"mean": [0.4815, 0.4578, 0.4082], "std": [0.2686, 0.2613, 0.2758]},
  "unit": {"mean": [0.5, 0.5, 0.5], "std": [0.5, 0.5, 0.5]}
}
"""


@dataclass(frozen=True)
class NormPreset:
    name: str
    mean: List[float] = field(default_factory=list)
    std: List[float] = field(default_factory=list)


def _load_presets() -> Dict[str, NormPreset]:
    raw = json.loads(_PRESETS_JSON)
    override = os.environ.get("VISION_NORM_PRESETS")
    if override and os.path.exists(override):
        with open(override) as fh:
            raw.update(json.load(fh))
    return {k: NormPreset(k, v["mean"], v["std"]) for k, v in raw.items()}


PRESETS = _load_presets()
ACTIVE = PRESETS[os.environ.get("VISION_NORM", "openai_clip")]

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Dict, Optional

DEFAULT_CONFIG_PATH = os.path.join(os.path.dirname(__file__), "merge_config.json")


@dataclass
class LayerMergeSpec:
    method: str = "linear"
    t: float = 0.5


@dataclass
class MergeConfig:
    default: LayerMergeSpec = field(default_factory=LayerMergeSpec)
    per_layer: Dict[int, LayerMergeSpec] = field(default_factory=dict)

    @classmethod
    def from_file(cls, path: str) -> "MergeConfig":
        with open(path) as f:
            raw = json.load(f)
        per_layer = {
            int(k): LayerMergeSpec(**v) for k, v in raw.get("layers", {}).items()
        }
        return cls(LayerMergeSpec(**raw.get("default", {})), per_layer)

    def for_layer(self, idx: int) -> LayerMergeSpec:
        return self.per_layer.get(idx, self.default)


class _ConfigHolder:
    def __init__(self, path: str):
        self.path = path
        self._cfg: Optional[MergeConfig] = None

    def get(self) -> MergeConfig:
        if self._cfg is None:
            self._cfg = MergeConfig.from_file(self.path)
        return self._cfg


MERGE_CONFIG = _ConfigHolder(os.environ.get("MERGE_CONFIG", DEFAULT_CONFIG_PATH))

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Optional

import torch


@dataclass
class AdapterMeta:
    name: str
    rank: int
    alpha: float
    target_modules: tuple[str, ...]


class AdapterDiskCache:
    """PEFT checkpoints on local disk (adapter_config.json + adapter_model.bin)."""

    def __init__(self, root: str):
        self.root = root
        self.available = os.path.isdir(root)
        self._meta: dict[str, AdapterMeta] = {}

    def lookup(self, name: str) -> Optional[AdapterMeta]:
        if name in self._meta:
            return self._meta[name]
        cfg_path = os.path.join(self.root, name, "adapter_config.json")
        if not os.path.exists(cfg_path):
            return None
        with open(cfg_path) as f:
            cfg = json.load(f)
        meta = AdapterMeta(name, cfg["r"], cfg["lora_alpha"], tuple(cfg["target_modules"]))
        self._meta[name] = meta
        return meta

    def load_weights(self, name: str) -> dict[str, torch.Tensor]:
        return torch.load(os.path.join(self.root, name, "adapter_model.bin"), map_location="cpu")

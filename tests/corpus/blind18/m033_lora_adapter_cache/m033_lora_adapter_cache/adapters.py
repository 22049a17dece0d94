import dataclasses
import json
from collections import OrderedDict
from dataclasses import dataclass, field

import torch


@dataclass(frozen=True)
class LoRAConfig:
    name: str
    rank: int = 4
    alpha: float = 8.0
    target_modules: tuple = ("qkv_proj", "o_proj")
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def scaling(self) -> float:
        return self.alpha / self.rank


def adapter_key(cfg: LoRAConfig) -> str:
    payload = dataclasses.asdict(cfg)
    payload["target_modules"] = sorted(payload["target_modules"])
    return json.dumps(payload, sort_keys=True)


class AdapterStore:
    """LRU of materialised LoRA A/B pairs, keyed by the adapter config."""

    def __init__(self, in_features: int, out_features: int, capacity: int = 4):
        self.in_features = in_features
        self.out_features = out_features
        self.capacity = capacity
        self._slots: "OrderedDict[str, tuple[torch.Tensor, torch.Tensor]]" = OrderedDict()

    def _materialise(self, cfg: LoRAConfig):
        g = torch.Generator().manual_seed(cfg.rank)
        a = torch.randn(cfg.rank, self.in_features, generator=g) * 0.01
        b = torch.zeros(self.out_features, cfg.rank)
        return a, b

    def preload(self, cfg: LoRAConfig) -> None:
        self._slots[adapter_key(cfg)] = self._materialise(cfg)

    def get(self, cfg: LoRAConfig):
        key = adapter_key(cfg)
        slot = self._slots.get(key)
        if slot is None:
            slot = self._materialise(cfg)
            self._slots[key] = slot
            while len(self._slots) > self.capacity:
                self._slots.popitem(last=False)
        else:
            self._slots.move_to_end(key)
        return slot

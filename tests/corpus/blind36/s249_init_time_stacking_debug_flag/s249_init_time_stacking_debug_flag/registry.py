"""In-memory adapter store; adapters are hot-loaded here and stacked at (re)build time."""
import json

import torch

_ADAPTER_MANIFEST = json.dumps([
    {"name": "support-bot", "r": 2, "lora_alpha": 4},
    {"name": "code-review", "r": 4, "lora_alpha": 16},
    {"name": "translator", "r": 1, "lora_alpha": 2},
])


def load_manifest() -> list[dict]:
    return json.loads(_ADAPTER_MANIFEST)


def make_weights(spec: dict, dim: int, max_rank: int, seed: int):
    g = torch.Generator().manual_seed(seed)
    a = torch.zeros(max_rank, dim)
    b = torch.zeros(dim, max_rank)
    r = spec["r"]
    a[:r] = torch.randn(r, dim, generator=g) * 0.05
    b[:, :r] = torch.randn(dim, r, generator=g) * 0.05
    return a, b

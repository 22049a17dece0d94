import copy
import os
from typing import Dict

import torch
from torch import nn

ADAPTER_ROOT = os.environ.get("HELDOUT_LORA_ROOT", "/srv/adapters")
DEFAULT_LORA_CFG = {"r": 4, "alpha": 8}


class LoRALinear(nn.Module):
    def __init__(self, in_f: int, out_f: int, adapter: str = "default") -> None:
        super().__init__()
        self.base = nn.Linear(in_f, out_f, bias=False)
        cfg = DEFAULT_LORA_CFG
        self.lora_a = nn.Parameter(torch.randn(cfg["r"], in_f) * 0.01)
        self.lora_b = nn.Parameter(torch.zeros(out_f, cfg["r"]))
        self.adapter = adapter
        self.scalings: Dict[str, float] = {}

    def _adapter_key(self) -> str:
        return os.path.join(ADAPTER_ROOT, self.adapter, "adapter_model.safetensors")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        key = self._adapter_key()
        cfg = copy.deepcopy(DEFAULT_LORA_CFG)
        scaling = self.scalings.get(key, cfg["alpha"] / cfg["r"])
        return self.base(x) + (x @ self.lora_a.t() @ self.lora_b.t()) * scaling


lora = LoRALinear(8, 8, adapter="sql-expert")
lora_fn = torch.compile(lora, fullgraph=True)

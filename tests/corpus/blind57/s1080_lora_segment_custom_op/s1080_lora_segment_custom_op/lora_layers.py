import itertools
from dataclasses import dataclass, field
from typing import List

import torch
from torch import nn

from .ops import active_adapter_slots, segment_lora_expand, segment_lora_shrink


@dataclass
class LoRAConfig:
    max_lora_rank: int = 4
    adapter_names: List[str] = field(default_factory=lambda: ["sql", "chat", "math"])
    enabled_adapters: List[str] = field(default_factory=lambda: ["sql", "math"])
    target_modules: List[str] = field(default_factory=lambda: ["q_proj", "v_proj"])
    scaling: float = 0.5


class LoRALinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, config: LoRAConfig):
        super().__init__()
        self.base_layer = nn.Linear(in_features, out_features, bias=False)
        num_slots = len(config.adapter_names)
        self.lora_a = nn.Parameter(torch.randn(num_slots, config.max_lora_rank, in_features) * 0.1)
        self.lora_b = nn.Parameter(torch.randn(num_slots, config.max_lora_rank, out_features) * 0.1)
        self.scaling = config.scaling

    def forward(self, x: torch.Tensor, seg_lens: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        base = self.base_layer(x)
        shrunk = segment_lora_shrink(x, self.lora_a, seg_lens, weight_indices)
        return base + self.scaling * segment_lora_expand(shrunk, self.lora_b, seg_lens, weight_indices)


class MultiLoRALinearStack(nn.Module):
    def __init__(self, hidden_size: int = 8, config: LoRAConfig = None):
        super().__init__()
        self.config = config or LoRAConfig()
        self.proj = nn.ModuleDict(
            {name: LoRALinear(hidden_size, hidden_size, self.config) for name in self.config.target_modules}
        )
        self.slots = active_adapter_slots(self.config.adapter_names, self.config.enabled_adapters)

    def forward(self, x: torch.Tensor, seg_lens: torch.Tensor) -> torch.Tensor:
        num_segments = seg_lens.shape[0]
        slot_cycle = itertools.cycle(self.slots)
        weight_indices = torch.tensor(
            list(itertools.islice(slot_cycle, num_segments)), dtype=torch.int64
        )
        outs = dict(
            map(lambda kv: (kv[0], kv[1](x, seg_lens, weight_indices)), self.proj.items())
        )
        return sum(outs[name] for name in reversed(self.config.target_modules))


lora_stack = MultiLoRALinearStack()
run_lora = torch.compile(lora_stack.forward, fullgraph=True)

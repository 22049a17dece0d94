import torch
from torch import nn

from .config import AdapterSpec, LoRAConfig
from .scaling import ScalingResolver


class AdapterMLP(nn.Module):
    def __init__(self, cfg: LoRAConfig, hidden: int = 8):
        super().__init__()
        self.cfg = cfg
        self.up = nn.Linear(hidden, hidden)
        self.lora_a = nn.Parameter(torch.randn(cfg.max_loras, hidden, cfg.max_rank) * 0.01)
        self.lora_b = nn.Parameter(torch.zeros(cfg.max_loras, cfg.max_rank, hidden))
        self.resolver = ScalingResolver(cfg.scaling_table())

    def lora_delta(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        a = self.lora_a[adapter_ids]
        b = self.lora_b[adapter_ids]
        h = torch.einsum("ti,tir->tr", x, a)
        return torch.einsum("tr,tro->to", h, b)

    def forward(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        scale = self.resolver.resolve(adapter_ids)
        return torch.nn.functional.silu(self.up(x) + scale * self.lora_delta(x, adapter_ids))


_cfg = LoRAConfig(adapters=[AdapterSpec("sql", 2, 16.0), AdapterSpec("chat", 2, 8.0)])
mlp = AdapterMLP(_cfg)


@torch.compile(fullgraph=True)
def decode_step(x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
    return mlp(x, adapter_ids)

import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import LoRAConfig, ScalingMode


class LoRAOutputProj(nn.Module):
    def __init__(self, dim: int, cfg: LoRAConfig):
        super().__init__()
        self.cfg = cfg
        self.weight = nn.Parameter(torch.randn(dim, dim) * 0.1)
        self.lora_A = nn.Parameter(torch.randn(cfg.rank, dim) * 0.1)
        self.lora_B = nn.Parameter(torch.randn(dim, cfg.rank) * 0.1)
        self.merged = False

    def _lora_branch(self, x: torch.Tensor) -> torch.Tensor:
        cfg = self.cfg
        if cfg.dropout > 0 and self.training:
            x = F.dropout(x, p=cfg.dropout)
        scale = cfg.scaling()
        if cfg.mode is ScalingMode.RSLORA and cfg.rank > 64:
            raise ValueError(f"rsLoRA rank {cfg.rank} not supported")
        return F.linear(F.linear(x, self.lora_A), self.lora_B) * scale

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = F.linear(x, self.weight)
        if self.merged:
            return y
        return y + self._lora_branch(x)


def build_proj() -> LoRAOutputProj:
    return LoRAOutputProj(8, LoRAConfig(rank=4, alpha=8.0)).eval()

import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import BlockConfig
from .debug import ActivationChecker


class RMSNorm(nn.Module):
    def __init__(self, hidden: int, eps: float):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden))
        self.eps = eps

    def forward(self, x):
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class GatedMLP(nn.Module):
    def __init__(self, cfg: BlockConfig, checker: ActivationChecker):
        super().__init__()
        self.gate_up = nn.Linear(cfg.hidden, 2 * cfg.intermediate, bias=False)
        self.down = nn.Linear(cfg.intermediate, cfg.hidden, bias=False)
        self.checker = checker

    def forward(self, x):
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        h = F.silu(gate) * up
        h = self.checker.check("mlp.act", h)
        return self.down(h)


class DecoderBlock(nn.Module):
    def __init__(self, cfg: BlockConfig):
        super().__init__()
        dbg = cfg.debug
        self.checker = ActivationChecker(dbg.tag_prefix, dbg.check_finite, dbg.fail_fast)
        self.norm = RMSNorm(cfg.hidden, cfg.eps)
        self.mlp = GatedMLP(cfg, self.checker)

    def forward(self, x):
        residual = x
        h = self.mlp(self.norm(x))
        return self.checker.check("block.out", residual + h)


model = torch.compile(DecoderBlock(BlockConfig()), fullgraph=True)

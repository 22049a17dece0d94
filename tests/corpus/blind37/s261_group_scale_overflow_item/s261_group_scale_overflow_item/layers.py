import torch
from torch import nn

from .config import GroupQuantConfig
from .dequant import dequantize_grouped


class GroupQuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, cfg: GroupQuantConfig):
        super().__init__()
        self.cfg = cfg
        g = cfg.group_size
        assert in_features % g == 0
        w = torch.randn(out_features, in_features)
        grouped = w.view(out_features, in_features // g, g)
        scales = grouped.abs().amax(dim=-1) / cfg.qmax
        q = torch.round(grouped / scales.unsqueeze(-1)).clamp(-cfg.qmax, cfg.qmax)
        self.register_buffer("qweight", q.view(out_features, in_features).to(torch.int8))
        self.register_buffer("scales", scales)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        w = dequantize_grouped(self.qweight, self.scales, self.cfg)
        return torch.nn.functional.linear(x, w, self.bias)


class GroupQuantMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, cfg: GroupQuantConfig | None = None):
        super().__init__()
        cfg = cfg or GroupQuantConfig()
        self.up = GroupQuantLinear(hidden, inter, cfg)
        self.down = GroupQuantLinear(inter, hidden, cfg)
        self.act = nn.SiLU()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(self.act(self.up(x)))


_mlp = GroupQuantMLP()


@torch.compile(fullgraph=True)
def mlp_forward(x: torch.Tensor) -> torch.Tensor:
    return _mlp(x) + x

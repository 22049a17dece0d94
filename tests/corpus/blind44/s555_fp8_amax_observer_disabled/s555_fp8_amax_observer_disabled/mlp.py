import torch
import torch.nn.functional as F
from torch import nn

from .observers import AmaxObserver, get_numerics_observers, register_numerics_observer


class ObservedLinear(nn.Linear):
    def __init__(self, in_features, out_features, prefix: str):
        super().__init__(in_features, out_features, bias=False)
        self.prefix = prefix

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for observer in get_numerics_observers():
            observer(f"{self.prefix}.input", x)
        return super().forward(x)


class GatedMLP(nn.Module):
    def __init__(self, hidden: int, inter: int, prefix: str):
        super().__init__()
        self.gate_up_proj = ObservedLinear(hidden, 2 * inter, f"{prefix}.gate_up_proj")
        self.down_proj = ObservedLinear(inter, hidden, f"{prefix}.down_proj")

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


_calibration_observer = register_numerics_observer(AmaxObserver(history_len=32))
_mlp = GatedMLP(8, 16, "model.layers.0.mlp")


def mlp_block(hidden_states: torch.Tensor, residual: torch.Tensor):
    residual = hidden_states + residual
    normed = F.rms_norm(residual, (residual.shape[-1],), eps=1e-6)
    return _mlp(normed), residual


step = torch.compile(mlp_block, fullgraph=True)

import torch
from torch import nn

from .activation import GatedAct
from .deprecation import deprecated, deprecated_kwargs


class LlamaMLP(nn.Module):
    @deprecated_kwargs(act="hidden_act", ffn_dim="intermediate_size")
    def __init__(self, hidden_size: int, intermediate_size: int, hidden_act: str = "silu"):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)
        self.act_fn = GatedAct(hidden_act)

    @property
    @deprecated("use `act_fn.hidden_act`", removal="v0.6")
    def activation(self) -> str:
        return self.act_fn.hidden_act

    @deprecated("call the module directly", removal="v0.6")
    def forward_legacy(self, x: torch.Tensor) -> torch.Tensor:
        return self.forward(x)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        return self.down_proj(self.act_fn(gate_up))


mlp = LlamaMLP(hidden_size=8, ffn_dim=16, act="silu")
mlp_forward = torch.compile(mlp.forward, fullgraph=True)

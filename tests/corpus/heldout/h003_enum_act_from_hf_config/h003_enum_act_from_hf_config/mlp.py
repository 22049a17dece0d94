import torch
from torch import nn

from .activations import ActKind, get_act_fn

HF_CONFIG = {
    "hidden_size": 8,
    "intermediate_size": 32,
    "hidden_act": "relu2",
}


class FeedForward(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, hidden_act: str) -> None:
        super().__init__()
        self.up_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)
        self.act_kind = ActKind(hidden_act)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        act_fn = get_act_fn(self.act_kind)
        return self.down_proj(act_fn(self.up_proj(x)))


ffn = FeedForward(HF_CONFIG["hidden_size"], HF_CONFIG["intermediate_size"], HF_CONFIG["hidden_act"])
ffn_compiled = torch.compile(ffn, fullgraph=True)

import torch
from torch import nn

from .awq import AWQConfig, AWQLinear


class TinyAWQBlock(nn.Module):
    def __init__(self, hidden: int, quant_config: AWQConfig):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.qkv_proj = AWQLinear(hidden, 3 * hidden, quant_config, bias=True)
        self.o_proj = AWQLinear(hidden, hidden, quant_config)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(self.norm(x)).chunk(3, dim=-1)
        attn = torch.softmax(q @ k.t() / q.shape[-1] ** 0.5, dim=-1) @ v
        return x + self.o_proj(attn)


class ModelRunner:
    def __init__(self, hidden: int = 8):
        torch.manual_seed(0)
        self.model = TinyAWQBlock(hidden, AWQConfig(group_size=4)).eval()

    @torch.no_grad()
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)

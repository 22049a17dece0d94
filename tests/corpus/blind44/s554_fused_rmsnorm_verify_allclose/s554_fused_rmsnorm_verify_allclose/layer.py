import torch
from torch import nn

from .layernorm import RMSNorm


class DecoderLayerTail(nn.Module):
    """post-attention norm + MLP, sharing the residual stream in place."""

    def __init__(self, hidden_size: int = 8):
        super().__init__()
        self.post_attention_layernorm = RMSNorm(hidden_size)
        self.gate_up = nn.Linear(hidden_size, 4 * hidden_size, bias=False)
        self.down = nn.Linear(2 * hidden_size, hidden_size, bias=False)

    @torch.compile(fullgraph=True)
    def forward(self, attn_out: torch.Tensor, residual: torch.Tensor):
        hidden, residual = self.post_attention_layernorm(attn_out, residual)
        gate, up = self.gate_up(hidden).chunk(2, dim=-1)
        return self.down(torch.nn.functional.silu(gate) * up), residual

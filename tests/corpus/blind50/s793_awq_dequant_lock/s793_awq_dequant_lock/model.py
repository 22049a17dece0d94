import torch
from torch import nn

from .awq import AWQLinear


class QwenAttentionOut(nn.Module):
    def __init__(self, hidden_size: int, layer_idx: int):
        super().__init__()
        self.o_proj = AWQLinear(hidden_size, hidden_size, prefix=f"model.layers.{layer_idx}.self_attn.o_proj")
        self.post_attention_layernorm = nn.LayerNorm(hidden_size)

    def forward(self, attn_output: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        hidden = self.o_proj(attn_output) + residual
        return self.post_attention_layernorm(hidden)


_layer = QwenAttentionOut(hidden_size=8, layer_idx=0)


@torch.compile(fullgraph=True)
def attn_out_step(attn_output: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
    return _layer(attn_output, residual)

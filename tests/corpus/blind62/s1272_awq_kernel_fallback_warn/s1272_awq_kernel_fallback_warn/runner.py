import torch
from torch import nn

from .awq import AWQLinear


class AttentionProjections(nn.Module):

    def __init__(self, hidden_size: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = AWQLinear(hidden_size, 3 * hidden_size)
        self.o_proj = AWQLinear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        t = hidden_states.shape[0]
        q = q.view(t, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(t, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(t, self.num_heads, self.head_dim).transpose(0, 1)
        attn = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(attn.transpose(0, 1).reshape(t, -1))


class ModelRunner:

    def __init__(self, hidden_size: int = 64, num_heads: int = 4):
        self.model = AttentionProjections(hidden_size, num_heads).eval()

    @torch.inference_mode()
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states)


runner = ModelRunner()
forward_step = torch.compile(runner.forward, fullgraph=True)

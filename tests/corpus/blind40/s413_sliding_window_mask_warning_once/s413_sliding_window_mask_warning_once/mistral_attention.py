import torch
import torch.nn.functional as F
from torch import nn

from .masking import MaskSpec, SlidingWindowMaskBuilder


class MistralSdpaAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, sliding_window: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.mask_builder = SlidingWindowMaskBuilder(MaskSpec(causal=True, sliding_window=sliding_window))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = hidden_states.shape
        qkv = self.qkv_proj(hidden_states).view(bsz, seq_len, 3, self.num_heads, self.head_dim)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        attn_mask = self.mask_builder.build(seq_len, seq_len, q.dtype, q.device)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, seq_len, -1))


class PrefillRunner:
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, sliding_window: int = 3):
        torch.manual_seed(0)
        self.attn = MistralSdpaAttention(hidden_size, num_heads, sliding_window).eval()

    @torch.no_grad()
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.attn(hidden_states)


runner = PrefillRunner()
step = torch.compile(runner.forward, fullgraph=True)

import torch
import torch.nn.functional as F
from torch import nn

from .rotary import RotaryEmbedding, apply_rotary


class SelfAttention(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.rotary_emb = RotaryEmbedding(self.head_dim)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        seq_len = hidden_states.shape[0]
        positions = torch.arange(seq_len, device=hidden_states.device)
        q, k, v = self.qkv_proj(hidden_states).view(seq_len, 3, self.num_heads, self.head_dim).unbind(1)
        cos, sin = self.rotary_emb(positions)
        q = apply_rotary(q, cos[:, None, :], sin[:, None, :])
        k = apply_rotary(k, cos[:, None, :], sin[:, None, :])
        out = F.scaled_dot_product_attention(
            q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True
        )
        return self.o_proj(out.transpose(0, 1).reshape(seq_len, -1))


def build_with_deferred_init(device: str = "cpu") -> SelfAttention:
    """Construct on the meta device, then allocate real (uninitialized) storage.

    Parameters are filled by the checkpoint loader afterwards; buffers that
    are not in the checkpoint are fixed up lazily by the modules themselves.
    """
    with torch.device("meta"):
        module = SelfAttention()
    module = module.to_empty(device=device)
    with torch.no_grad():
        for p in module.parameters():
            p.normal_(std=0.05)
    return module


compiled = torch.compile(build_with_deferred_init(), fullgraph=True)

import torch
import torch.nn as nn

from .prefill_ops import PREFILL_KERNELS
from .utils import get_int_env_var, supports_kwarg


class PrefillAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, sliding_window: int = -1):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.sm_scale = head_dim ** -0.5
        self.sliding_window = sliding_window
        self.kernel = PREFILL_KERNELS["v%d" % get_int_env_var("TINYSERVE_PREFILL_KERNEL_VERSION", 1)]

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        t = q.shape[0]
        q = q.view(t, self.num_heads, self.head_dim)
        k = k.view(t, self.num_heads, self.head_dim)
        v = v.view(t, self.num_heads, self.head_dim)
        o = torch.empty_like(q)
        extra = {}
        if self.sliding_window > 0 and supports_kwarg(self.kernel, "sliding_window"):
            extra["sliding_window"] = self.sliding_window
        self.kernel(q, k, v, o, self.sm_scale, is_causal=True, **extra)
        return o.view(t, -1)


class MistralLayer(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, sliding_window: int = 2):
        super().__init__()
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.attn = PrefillAttention(num_heads, hidden_size // num_heads, sliding_window)
        self.hidden_size = hidden_size

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).split(self.hidden_size, dim=-1)
        return hidden_states + self.o_proj(self.attn(q, k, v))


layer = torch.compile(MistralLayer(), fullgraph=True)

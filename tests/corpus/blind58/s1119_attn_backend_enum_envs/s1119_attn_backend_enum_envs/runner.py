import torch
import torch.nn as nn

from . import envs
from .backends import AttentionBackendEnum, select_backend


class AttentionLayer(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, softcap: float = 30.0):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.out = nn.Linear(hidden_size, hidden_size, bias=False)
        self.softcap = softcap

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        backend, attn_fn = select_backend(envs.SGLANG_S1119_ATTENTION_BACKEND)
        n = x.shape[0]
        q, k, v = (
            t.view(n, self.num_heads, self.head_dim).transpose(0, 1)
            for t in self.qkv(x).chunk(3, dim=-1)
        )
        if envs.SGLANG_S1119_ENABLE_SOFTCAP and backend == AttentionBackendEnum.TORCH_NATIVE:
            q = self.softcap * torch.tanh(q / self.softcap)
        if backend.value.startswith("sdpa") and envs.SGLANG_S1119_NUM_KV_SPLITS > 1:
            k = k.contiguous()
        out = attn_fn(q, k, v, causal=True)
        return self.out(out.transpose(0, 1).reshape(n, -1))


_layer = AttentionLayer()


def run_decode(hidden_states: torch.Tensor) -> torch.Tensor:
    return _layer(hidden_states) + hidden_states


decode_step = torch.compile(run_decode, fullgraph=True)

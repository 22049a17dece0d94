import torch
from torch import nn

from .torch_native_backend import TorchNativeAttnBackend

LAYER_TYPES = ["full_attention", "sliding_attention", "full_attention", "sliding_attention"]


class RadixAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, scaling: float, layer_id: int, sliding_window_size: int = -1):
        super().__init__()
        self.tp_q_head_num = num_heads
        self.head_dim = head_dim
        self.scaling = scaling
        self.layer_id = layer_id
        self.sliding_window_size = sliding_window_size

    def forward(self, q, k, v, attn_backend):
        return attn_backend.forward(q, k, v, self)


class GptOssAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_id: int, sliding_window: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size)
        swa = sliding_window if LAYER_TYPES[layer_id] == "sliding_attention" else -1
        self.attn = RadixAttention(num_heads, self.head_dim, self.head_dim ** -0.5, layer_id, sliding_window_size=swa)

    def forward(self, hidden_states, attn_backend):
        b, t, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(b, t, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        out = self.attn(q, k, v, attn_backend)
        return self.o_proj(out.transpose(1, 2).reshape(b, t, -1))


class GptOssModel(nn.Module):
    def __init__(self, hidden_size: int = 8, sliding_window: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(GptOssAttention(hidden_size, 2, i, sliding_window) for i in range(len(LAYER_TYPES)))
        self.attn_backend = TorchNativeAttnBackend()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, self.attn_backend)
        return hidden_states


model = GptOssModel()
compiled = torch.compile(model, fullgraph=True)

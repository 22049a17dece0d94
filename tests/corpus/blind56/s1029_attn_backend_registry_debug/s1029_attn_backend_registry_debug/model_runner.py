import torch
import torch.nn as nn

from .attention_backends import AttentionBackend, get_attn_backend


class Attention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, layer_id: int, backend: AttentionBackend):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.layer_id = layer_id
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.attn_backend = backend

    def _split_heads(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq, _ = x.shape
        return x.view(bsz, seq, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        out = self.attn_backend.forward(self._split_heads(q), self._split_heads(k), self._split_heads(v),
                                        self.layer_id)
        bsz, _, seq, _ = out.shape
        return self.o_proj(out.transpose(1, 2).reshape(bsz, seq, -1))


class ModelRunner:
    def __init__(self, hidden_size: int = 16, num_heads: int = 2, num_layers: int = 2):
        torch.manual_seed(0)
        backend = get_attn_backend(num_heads, hidden_size // num_heads)
        self.layers = nn.ModuleList(
            Attention(hidden_size, num_heads, i, backend) for i in range(num_layers)
        ).eval()

    @torch.compile(fullgraph=True)
    def forward_extend(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return hidden_states

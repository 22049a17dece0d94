import torch
import torch.nn as nn

from .backends import get_attn_backend
from .server_args import ServerArgs


class RadixAttention(nn.Module):
    def __init__(self, server_args: ServerArgs, layer_id: int):
        super().__init__()
        self.layer_id = layer_id
        self.num_heads = server_args.num_heads
        self.head_dim = server_args.head_dim
        self.backend = get_attn_backend(server_args.attention_backend, self.num_heads, self.head_dim)

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        t = q.shape[0]
        q = q.view(t, self.num_heads, self.head_dim)
        k = k.view(t, self.num_heads, self.head_dim)
        v = v.view(t, self.num_heads, self.head_dim)
        return self.backend.run(q, k, v).reshape(t, -1)


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        hidden = server_args.hidden_size
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.attn = RadixAttention(server_args, layer_id=0)
        self.hidden = hidden

    @torch.no_grad()
    def forward_extend(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(hidden_states).split(self.hidden, dim=-1)
        return self.attn(q, k, v)


runner = ModelRunner(ServerArgs())
forward_extend = torch.compile(runner.forward_extend, fullgraph=True)

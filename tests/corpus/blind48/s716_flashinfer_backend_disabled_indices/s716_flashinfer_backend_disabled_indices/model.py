import torch
from torch import nn

from .layers.radix_attention import build_attention_layers


class ServerArgs:
    attention_backend = "flashinfer"
    page_size = 1
    max_total_tokens = 32


class TinyDecodeModel(nn.Module):
    def __init__(self, server_args: ServerArgs = ServerArgs(), hidden: int = 8, num_layers: int = 2):
        super().__init__()
        self.qkv = nn.ModuleList([nn.Linear(hidden, 3 * hidden, bias=False) for _ in range(num_layers)])
        self.attn = build_attention_layers(
            server_args.attention_backend, num_layers, hidden, server_args.max_total_tokens, server_args.page_size
        )

    def forward(self, hidden_states, kv_indices, kv_indptr, out_cache_loc):
        for qkv, attn in zip(self.qkv, self.attn):
            q, k, v = qkv(hidden_states).chunk(3, dim=-1)
            hidden_states = hidden_states + attn(q, k, v, kv_indices, kv_indptr, out_cache_loc)
        return hidden_states


compiled = torch.compile(TinyDecodeModel(), fullgraph=True)

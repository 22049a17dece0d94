import torch
import torch.nn as nn

from .backend import NativePagedAttnBackend

HIDDEN = 8
NUM_HEADS = 2
NUM_LAYERS = 2
PAGE_SIZE = 2


class LlamaLikeLayer(nn.Module):
    def __init__(self, layer_id: int):
        super().__init__()
        self.layer_id = layer_id
        self.qkv_proj = nn.Linear(HIDDEN, 3 * HIDDEN, bias=False)
        self.o_proj = nn.Linear(HIDDEN, HIDDEN, bias=False)

    def forward(self, x, attn_backend):
        q, k, v = self.qkv_proj(x).split(HIDDEN, dim=-1)
        return x + self.o_proj(attn_backend.forward_extend(q, k, v, self.layer_id))


_layers = nn.ModuleList(LlamaLikeLayer(i) for i in range(NUM_LAYERS)).requires_grad_(False)
_attn_backend = NativePagedAttnBackend(NUM_LAYERS, 8, PAGE_SIZE, NUM_HEADS, HIDDEN // NUM_HEADS)


def run_extend(hidden_states, kv_indptr, kv_indices, batch_indices, positions):
    _attn_backend.init_forward_metadata(kv_indptr, kv_indices, batch_indices, positions)
    for layer in _layers:
        hidden_states = layer(hidden_states, _attn_backend)
    return hidden_states


step = torch.compile(run_extend, fullgraph=True)

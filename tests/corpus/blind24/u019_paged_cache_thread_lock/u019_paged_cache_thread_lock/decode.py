import torch
import torch.nn.functional as F
from torch import nn

from .kv_cache import PagedKVCache


class DecoderLayer(nn.Module):
    def __init__(self, layer_idx: int, hidden: int = 32, heads: int = 4):
        super().__init__()
        self.layer_idx = layer_idx
        self.heads = heads
        self.head_dim = hidden // heads
        self.norm = nn.RMSNorm(hidden)
        self.wqkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.wo = nn.Linear(hidden, hidden, bias=False)
        self.mlp_norm = nn.RMSNorm(hidden)
        self.w1 = nn.Linear(hidden, 2 * hidden, bias=False)
        self.w2 = nn.Linear(hidden, hidden, bias=False)

    def attention(self, x, cache: PagedKVCache, slot_mapping, block_table, seq_len: int):
        b = x.shape[0]
        q, k, v = self.wqkv(x).view(b, 3, self.heads, self.head_dim).unbind(1)
        cache.store(self.layer_idx, k, v, slot_mapping)
        k_all, v_all = cache.gather(self.layer_idx, block_table, seq_len)
        out = F.scaled_dot_product_attention(
            q.unsqueeze(2), k_all.transpose(1, 2), v_all.transpose(1, 2)
        )
        return self.wo(out.reshape(b, -1))

    def forward(self, x, cache, slot_mapping, block_table, seq_len: int):
        x = x + self.attention(self.norm(x), cache, slot_mapping, block_table, seq_len)
        gate, up = self.w1(self.mlp_norm(x)).chunk(2, dim=-1)
        return x + self.w2(F.silu(gate) * up)


@torch.compile(fullgraph=True)
def decode_step(layers: nn.ModuleList, cache: PagedKVCache, hidden, slot_mapping, block_table, seq_len: int):
    for layer in layers:
        hidden = layer(hidden, cache, slot_mapping, block_table, seq_len)
    return hidden

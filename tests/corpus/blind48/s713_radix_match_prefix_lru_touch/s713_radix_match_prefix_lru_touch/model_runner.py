import torch
from torch import nn

from .memory_pool import TokenToKVPool
from .radix_cache import RadixCache


class PrefixReusingAttention(nn.Module):
    def __init__(self, layer_id: int, hidden: int, num_heads: int):
        super().__init__()
        self.layer_id = layer_id
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)

    def forward(self, x, out_cache_loc, prefix_indices, pool: TokenToKVPool):
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        pool.set_kv_buffer(self.layer_id, out_cache_loc, k, v)
        k_buf, v_buf = pool.get_kv_buffer(self.layer_id)
        loc = torch.cat([prefix_indices, out_cache_loc])
        k_all, v_all = k_buf[loc], v_buf[loc]
        scores = torch.einsum("qhd,khd->hqk", q, k_all) / self.head_dim**0.5
        out = torch.einsum("hqk,khd->qhd", scores.softmax(-1), v_all)
        return out.reshape(n, -1)


class ModelRunner:
    def __init__(self, hidden: int = 8, num_heads: int = 2, num_layers: int = 2):
        self.token_to_kv_pool = TokenToKVPool(64, num_heads, hidden // num_heads, num_layers)
        self.tree_cache = RadixCache()
        self.layers = nn.ModuleList([PrefixReusingAttention(i, hidden, num_heads) for i in range(num_layers)])
        # system prompt already resident in the pool at slots 0..5
        self.system_prompt_ids = (1, 15043, 338, 263, 8444, 29889)
        self.tree_cache.insert(self.system_prompt_ids, torch.arange(6))

    def forward_extend(self, hidden_states: torch.Tensor, out_cache_loc: torch.Tensor) -> torch.Tensor:
        prefix_indices = self.tree_cache.match_prefix(self.system_prompt_ids)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, out_cache_loc, prefix_indices, self.token_to_kv_pool)
        return hidden_states


runner = ModelRunner()
extend = torch.compile(runner.forward_extend, fullgraph=True)

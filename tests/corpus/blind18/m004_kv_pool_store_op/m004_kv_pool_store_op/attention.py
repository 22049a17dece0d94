import torch
from torch import nn

from .memory_pool import MHATokenToKVPool, TokenToKVPoolAllocator


class RadixAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, layer_id: int, kv_pool: MHATokenToKVPool):
        super().__init__()
        self.tp_q_head_num = num_heads
        self.head_dim = head_dim
        self.layer_id = layer_id
        self.scaling = head_dim ** -0.5
        self.kv_pool = kv_pool

    def forward(self, q, k, v, out_cache_loc, req_to_token):
        q = q.view(-1, self.tp_q_head_num, self.head_dim)
        k = k.view(-1, self.tp_q_head_num, self.head_dim)
        v = v.view(-1, self.tp_q_head_num, self.head_dim)
        self.kv_pool.set_kv_buffer(self.layer_id, out_cache_loc, k, v)
        k_all = self.kv_pool.get_key_buffer(self.layer_id)[req_to_token]
        v_all = self.kv_pool.get_value_buffer(self.layer_id)[req_to_token]
        # q: [bs, h, d], k_all: [bs, ctx, h, d]
        scores = torch.einsum("bhd,bchd->bhc", q, k_all) * self.scaling
        probs = torch.softmax(scores, dim=-1)
        out = torch.einsum("bhc,bchd->bhd", probs, v_all)
        return out.reshape(q.shape[0], -1)


kv_pool = MHATokenToKVPool(size=32, head_num=2, head_dim=4, layer_num=1)
allocator = TokenToKVPoolAllocator(size=32, kvcache=kv_pool)
attn = RadixAttention(num_heads=2, head_dim=4, layer_id=0, kv_pool=kv_pool)
compiled_attn = torch.compile(attn, fullgraph=True)

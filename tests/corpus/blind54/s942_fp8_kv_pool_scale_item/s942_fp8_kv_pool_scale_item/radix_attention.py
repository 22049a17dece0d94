import torch
import torch.nn as nn


class RadixAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, layer_id: int):
        super().__init__()
        self.tp_q_head_num = num_heads
        self.head_dim = head_dim
        self.layer_id = layer_id
        self.scaling = head_dim ** -0.5
        self.k_scale = nn.Parameter(torch.tensor(1.0), requires_grad=False)
        self.v_scale = nn.Parameter(torch.tensor(1.0), requires_grad=False)

    def forward(self, q, k, v, forward_batch):
        pool = forward_batch.token_to_kv_pool
        k = k.view(-1, self.tp_q_head_num, self.head_dim)
        v = v.view(-1, self.tp_q_head_num, self.head_dim)
        pool.set_kv_buffer(self, forward_batch.out_cache_loc, k, v, self.k_scale, self.v_scale)

        k_cache = pool.get_key_buffer(self.layer_id)[forward_batch.out_cache_loc]
        v_cache = pool.get_value_buffer(self.layer_id)[forward_batch.out_cache_loc]
        q = q.view(-1, self.tp_q_head_num, self.head_dim)
        scores = torch.einsum("thd,shd->hts", q, k_cache.to(q.dtype)) * self.scaling
        probs = scores.softmax(dim=-1)
        out = torch.einsum("hts,shd->thd", probs, v_cache.to(q.dtype))
        return out.reshape(q.shape[0], -1)

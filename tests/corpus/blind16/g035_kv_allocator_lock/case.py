import torch

ENTRY = "g035_kv_allocator_lock.attention:paged_decode_attention"


def inputs():
    q = torch.randn(2, 4, 8)        # [batch, heads, head_dim]
    k = torch.randn(2, 4, 8)
    v = torch.randn(2, 4, 8)
    positions = torch.tensor([[3.0], [9.0]])
    return (q, k, v, positions)

import torch

ENTRY = "s016_decode_workspace_lock.decode:decode_step"


def inputs():
    torch.manual_seed(0)
    q = torch.randn(2, 4, 8)          # [batch, heads, head_dim]
    k_cache = torch.randn(2, 16, 4, 8)  # [batch, seq, heads, head_dim]
    v_cache = torch.randn(2, 16, 4, 8)
    return (q, k_cache, v_cache)

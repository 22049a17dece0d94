import torch

ENTRY = "s279_reshape_and_cache_custom_op.backend:PagedAttentionBackend.forward"


def inputs():
    from s279_reshape_and_cache_custom_op.backend import PagedAttentionBackend
    backend = PagedAttentionBackend(num_blocks=4, block_size=4, heads=2, head_dim=8)
    q = torch.randn(2, 2, 8)
    k = torch.randn(2, 2, 8)
    v = torch.randn(2, 2, 8)
    slot_mapping = torch.tensor([1, 6])
    return (backend, q, k, v, slot_mapping)

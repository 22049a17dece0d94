import torch

ENTRY = "h071_layerwise_offload_kv_pool.attention:attn_compiled"


def inputs():
    return (torch.randn(3, 2, 8), torch.randn(3, 2, 8), torch.randn(3, 2, 8), torch.tensor([0, 1, 2]))

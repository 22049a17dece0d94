import torch

from s1287_mamba_pool_slot_gather.mamba_layer import MambaDecoder
from s1287_mamba_pool_slot_gather.memory_pool import HybridReqToTokenPool, MambaPool, MambaStateShape

ENTRY = "s1287_mamba_pool_slot_gather.mamba_layer:MambaDecoder.forward_decode"


def inputs():
    torch.manual_seed(0)
    shape = MambaStateShape(conv_dim=12, conv_width=3, num_heads=2, head_dim=4, state_size=2)
    req_pool = HybridReqToTokenPool(max_reqs=4, mamba_pool=MambaPool(size=4, num_layers=2, shape=shape))
    for req_index in (0, 2):
        req_pool.assign(req_index)
    decoder = MambaDecoder(hidden_size=8, num_layers=2, req_pool=req_pool)
    return (decoder, torch.randn(2, 8), torch.tensor([2, 0], dtype=torch.int64))

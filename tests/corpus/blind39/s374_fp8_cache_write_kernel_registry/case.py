import torch

from s374_fp8_cache_write_kernel_registry.memory_pool import MHATokenToKVPool

ENTRY = "s374_fp8_cache_write_kernel_registry.memory_pool:MHATokenToKVPool.set_kv_buffer"


def inputs():
    pool = MHATokenToKVPool(size=16, head_num=2, head_dim=4, layer_num=2, kv_cache_dtype="fp8_e4m3")
    loc = torch.tensor([3, 4, 10])
    return (pool, 1, loc, torch.randn(3, 2, 4), torch.randn(3, 2, 4))

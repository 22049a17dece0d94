import torch

ENTRY = "s419_decode_split_kv_device_probe.decode_attention:compiled_decode_attn"


def inputs():
    q = torch.randn(1, 2, 4)
    k_cache = torch.randn(1, 6, 2, 4)
    v_cache = torch.randn(1, 6, 2, 4)
    return (q, k_cache, v_cache)

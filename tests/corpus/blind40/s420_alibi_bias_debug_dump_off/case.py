import torch

ENTRY = "s420_alibi_bias_debug_dump_off.bloom_attention:bloom_prefill_attention"


def inputs():
    q = torch.randn(1, 3, 5, 4)
    k = torch.randn(1, 3, 5, 4)
    v = torch.randn(1, 3, 5, 4)
    return (q, k, v)

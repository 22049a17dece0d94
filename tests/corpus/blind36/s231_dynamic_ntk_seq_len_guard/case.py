import torch

ENTRY = "s231_dynamic_ntk_seq_len_guard.attention:compiled_attention"


def inputs():
    q = torch.randn(1, 2, 4, 8)
    k = torch.randn(1, 2, 4, 8)
    v = torch.randn(1, 2, 4, 8)
    position_ids = torch.arange(4).unsqueeze(0)
    return (q, k, v, position_ids)

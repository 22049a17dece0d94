import torch

from t017_split_kv_section_timer.attention import decoder

ENTRY = "t017_split_kv_section_timer.attention:SplitKVDecoder.forward_split_kv"


def inputs():
    q = torch.randn(3, 2, 4)
    k = torch.randn(3, 8, 2, 4)
    v = torch.randn(3, 8, 2, 4)
    return (decoder, q, k, v)

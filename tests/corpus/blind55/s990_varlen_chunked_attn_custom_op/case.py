import torch

ENTRY = "s990_varlen_chunked_attn_custom_op.model:forward_extend"


def inputs():
    return (torch.randn(10, 16), torch.tensor([0, 6, 10], dtype=torch.int32))

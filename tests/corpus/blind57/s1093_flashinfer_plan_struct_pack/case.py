import torch

ENTRY = "s1093_flashinfer_plan_struct_pack.registry:decode_attention"


def inputs():
    return (torch.randn(2, 4, 8), torch.randn(2, 5, 2, 8), torch.randn(2, 5, 2, 8))

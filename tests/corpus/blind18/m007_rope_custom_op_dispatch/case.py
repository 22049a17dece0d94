import torch

ENTRY = "m007_rope_custom_op_dispatch.rotary_embedding:compiled_rope"


def inputs():
    positions = torch.tensor([0, 3, 7, 12])
    return (positions, torch.randn(4, 8), torch.randn(4, 8))

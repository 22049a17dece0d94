import torch

ENTRY = "s726_rope_op_fake_in_other_module.layers:qk_norm_rope"


def inputs():
    return (torch.randn(4, 8),)

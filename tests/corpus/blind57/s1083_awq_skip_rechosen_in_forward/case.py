import torch

ENTRY = "s1083_awq_skip_rechosen_in_forward.model:compiled_vision_block"


def inputs():
    return (torch.randn(1, 4, 32),)

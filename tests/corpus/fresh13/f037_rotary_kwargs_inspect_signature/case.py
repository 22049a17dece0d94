import torch

ENTRY = "f037_rotary_kwargs_inspect_signature.modeling:compiled_attention"


def inputs():
    return (torch.randn(1, 4, 8), torch.arange(4).unsqueeze(0))

import torch

ENTRY = "s967_projector_builder_regex.llava_arch:mm_encoder"


def inputs():
    return (torch.randn(2, 5, 8),)

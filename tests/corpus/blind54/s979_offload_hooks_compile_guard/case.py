import torch

ENTRY = "s979_offload_hooks_compile_guard.vision_tower:encode_images"


def inputs():
    return (torch.randn(1, 3, 8, 8),)

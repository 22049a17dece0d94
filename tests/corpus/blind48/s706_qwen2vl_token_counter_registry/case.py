import torch

from s706_qwen2vl_token_counter_registry.vision import Qwen2VLVisionEncoder

ENTRY = "s706_qwen2vl_token_counter_registry.vision:compiled_encode_images"


def inputs():
    enc = Qwen2VLVisionEncoder().eval()
    grid_thw = torch.tensor([[1, 4, 4], [1, 2, 4]])
    num_patches = 16 + 8
    return (enc, torch.randn(num_patches, 12), grid_thw)

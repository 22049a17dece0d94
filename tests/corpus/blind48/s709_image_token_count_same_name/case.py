import torch

ENTRY = "s709_image_token_count_same_name.engine:compiled_vision_tokenizer"


def inputs():
    return (torch.rand(2, 3, 16, 24),)

import torch

ENTRY = "t027_llava_image_token_merge.engine:embed_prompt"


def inputs():
    # one image (16x16, patch 8 -> 4 tokens) per prompt
    input_ids = torch.tensor([[1, 99, 99, 99, 99, 5, 6, 7], [2, 3, 99, 99, 99, 99, 8, 9]])
    return (input_ids, torch.randn(2, 3, 16, 16))

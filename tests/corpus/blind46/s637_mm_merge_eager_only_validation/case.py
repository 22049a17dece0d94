import torch

ENTRY = "s637_mm_merge_eager_only_validation.embedding:embed_with_images"


def inputs():
    input_ids = torch.tensor([1, 31, 31, 31, 31, 5, 6, 2])
    patch_embeds = torch.randn(1, 4, 4, 12)  # one image, 4x4 patches -> 4 merged tokens
    return (input_ids, patch_embeds)

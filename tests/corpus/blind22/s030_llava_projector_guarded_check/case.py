import torch

ENTRY = "s030_llava_projector_guarded_check.serve:compiled_vlm"

IMAGE_TOKEN_ID = 31


def inputs():
    input_ids = torch.randint(0, 30, (2, 9))
    input_ids[:, 1:5] = IMAGE_TOKEN_ID  # 4 patch tokens per image (CLS dropped)
    pixel_patches = torch.randn(2, 5, 12)
    return (input_ids, pixel_patches)

import torch

ENTRY = "s631_llava_placeholder_count_check.modeling:compiled_model"


def inputs():
    # <bos> text <image> x4 text <eos>
    input_ids = torch.tensor([1, 5, 31, 31, 31, 31, 7, 2])
    image_features = torch.randn(2, 2, 12)  # 2 images x 2 patches
    return (input_ids, image_features)

import torch

ENTRY = "s834_llava_next_processor_registry.modeling_llava_next:compiled_forward"


def inputs():
    # one image, 2 crops of 2x2 patches each + newline -> 9 placeholder tokens
    input_ids = torch.tensor([[1, 7] + [32] * 9 + [5, 6]])
    pixel_values = torch.randn(1, 2, 3, 8, 8)
    image_sizes = torch.tensor([[8, 16]])
    return (input_ids, pixel_values, image_sizes)

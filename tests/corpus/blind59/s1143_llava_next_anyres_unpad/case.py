import torch

ENTRY = "s1143_llava_next_anyres_unpad.modeling:compiled_llava_next"


def inputs():
    input_ids = torch.cat([torch.tensor([1, 2]), torch.full((24,), 45), torch.tensor([3])])
    pixel_values = torch.randn(1, 5, 4, 6)
    image_sizes = torch.tensor([[30, 40]])
    return (input_ids, pixel_values, image_sizes)

import torch

from s833_encoder_cache_mm_hash.qwen2_vl import Qwen2VLForConditionalGeneration

ENTRY = "s833_encoder_cache_mm_hash.qwen2_vl:Qwen2VLForConditionalGeneration.forward"


def inputs():
    model = Qwen2VLForConditionalGeneration()
    input_ids = torch.tensor([151644, 151652, 151655, 151655, 151653, 3838, 374])
    pixel_values = torch.randn(8, 24)
    image_grid_thw = torch.tensor([[1, 2, 4]])
    return (model, input_ids, pixel_values, image_grid_thw)

import torch

ENTRY = "s1244_qwen2vl_mrope_rope_index.modeling:compiled_text_model"


def inputs():
    # text, <vision_start>, 4 image tokens (grid 1x4x4 merged 2x2), text
    input_ids = torch.tensor([[101, 102, 151652, 151655, 151655, 151655, 151655, 103, 104]])
    image_grid_thw = torch.tensor([[1, 4, 4]])
    cache_position = torch.arange(9)
    return (input_ids, image_grid_thw, cache_position)

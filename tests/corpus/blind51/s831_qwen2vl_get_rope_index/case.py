import torch

ENTRY = "s831_qwen2vl_get_rope_index.modeling_qwen2_vl:compiled_model"


def inputs():
    # <vision_start> <image>*4 <vision_end> text...
    input_ids = torch.tensor([[5, 7, 62, 60, 60, 60, 60, 63, 9, 11]])
    image_embeds = torch.randn(4, 16)
    image_grid_thw = torch.tensor([[1, 4, 4]])
    return (input_ids, image_embeds, image_grid_thw)

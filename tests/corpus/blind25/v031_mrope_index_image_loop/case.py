import torch

ENTRY = "v031_mrope_index_image_loop.model:compiled_text_model"


def inputs():
    # text(3) <vision_start> 4 image tokens (grid 1x4x4, merge 2) <vision_end> text(2)
    ids = [5, 6, 7, 62, 60, 60, 60, 60, 63, 8, 9]
    return (torch.tensor(ids), torch.tensor([[1, 4, 4]]))

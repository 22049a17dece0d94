import torch

ENTRY = "s107_custom_op_embed_scatter.language_model:embed_multimodal"


def inputs():
    input_ids = torch.tensor([3, 11, 11, 11, 4, 5])
    vision_embeds = torch.randn(3, 8)
    return (input_ids, vision_embeds)

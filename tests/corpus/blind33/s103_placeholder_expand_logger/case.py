import torch

from s103_placeholder_expand_logger.merge import MergedEmbedder

ENTRY = "s103_placeholder_expand_logger.merge:MergedEmbedder.forward"


def inputs():
    model = MergedEmbedder()
    input_ids = torch.tensor([1, 2, 99, 99, 99, 99, 3, 4])
    image_embeds = torch.randn(4, 8)
    return (model, input_ids, image_embeds)

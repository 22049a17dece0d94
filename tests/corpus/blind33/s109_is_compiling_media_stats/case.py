import torch

from s109_is_compiling_media_stats.vl_model import build_vl_model

ENTRY = "s109_is_compiling_media_stats.vl_model:VLModel.get_input_embeddings"


def inputs():
    model = build_vl_model()
    input_ids = torch.tensor([1, 2, 7, 7, 3])
    image_feats = torch.randn(2, 8)
    return (model, input_ids, image_feats)
